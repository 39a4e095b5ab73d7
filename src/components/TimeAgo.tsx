import { useLocaleState, useTranslate } from 'react-admin';
import { formatTime, parseTime } from '../lib/time';

/**
 * A time as time-ago text ("5 minutes ago", then a date) with the full date and time as its
 * title; `empty` when there is no time.
 */
export const TimeAgo = ({ time, empty = '' }: { time: string | null | undefined; empty?: string }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    if (!time) return <span>{empty}</span>;
    return (
        <span title={parseTime(time, undefined, locale) ?? undefined}>{formatTime(time, translate, { locale })}</span>
    );
};

/** A time in full (`{y}-{m}-{d} {h}:{i}:{s}`, local time). */
export const DateTime = ({ time }: { time: string | null | undefined }) => {
    const [locale] = useLocaleState();
    return <span>{parseTime(time, undefined, locale) ?? ''}</span>;
};
