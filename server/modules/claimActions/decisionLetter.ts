import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Dispute } from '../../../common/contract/claimActions';
import type { Locale } from '../../../i18n/types';
import { translator } from '../../shared/i18n';

/**
 * The written decision on a dispute as a PDF, in the reader's language. PDF's built-in fonts know
 * only Latin letters: Chinese and Japanese need a CJK font of the system (WenQuanYi Micro Hei,
 * Debian's fonts-wqy-microhei), which also covers the Latin languages and whatever script a
 * decision was typed in. Without it, the letter of a Chinese or Japanese reader is written in
 * English rather than as boxes.
 */

const CJK_FONT = { file: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', family: 'WenQuanYiMicroHei' };

/** Whether this system has the CJK font the letters of every language are written with. */
export const hasCjkFont = () => existsSync(CJK_FONT.file);

/** The language a letter is written in: the reader's, unless it needs a font the system lacks. */
export const letterLocale = (locale: Locale, cjkFont = hasCjkFont()): Locale =>
    (locale === 'zh' || locale === 'ja') && !cjkFont ? 'en' : locale;

export const decisionLetterFileName = (dispute: Dispute) => `dispute-decision-${dispute.claimNumber}.pdf`;

/** The decision letter of a decided dispute, as PDF bytes. */
export const decisionLetter = (dispute: Dispute, readerLocale: Locale): Promise<Buffer> => {
    const cjkFont = hasCjkFont();
    const locale = letterLocale(readerLocale, cjkFont);
    const t = translator(locale);
    const document = new PDFDocument({
        size: 'A4',
        margin: 56,
        lang: locale,
        info: { Title: `${t('claimActions.letter.title')} ${dispute.claimNumber}`, Author: dispute.decidedBy ?? '' },
    });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve, reject) => {
        document.on('end', () => resolve(Buffer.concat(chunks)));
        document.on('error', reject);
    });
    if (cjkFont) document.font(CJK_FONT.file, CJK_FONT.family);
    else document.font('Helvetica');

    document.fontSize(18).text(t('claimActions.letter.title'));
    document.moveDown();
    const day = (instant: string | null) => (instant ? instant.slice(0, 10) : '—');
    const facts: [string, string][] = [
        [t('claimActions.letter.claim'), dispute.claimNumber],
        [t('claimActions.letter.plan'), dispute.planName ?? '—'],
        [t('claimActions.letter.provider'), dispute.billingNpi ?? '—'],
        [t('claimActions.letter.type'), t(`claimActions.types.${dispute.disputeType}`)],
        [t('claimActions.letter.reason'), t(`claimActions.reasons.${dispute.reason}`)],
        [t('claimActions.letter.openedBy'), dispute.openedBy],
        [t('claimActions.letter.openedAt'), day(dispute.openedAt)],
        [t('claimActions.letter.decidedBy'), dispute.decidedBy ?? '—'],
        [t('claimActions.letter.decidedAt'), day(dispute.decidedAt)],
        [t('claimActions.letter.outcome'), dispute.outcome ? t(`claimActions.outcomes.${dispute.outcome}`) : '—'],
    ];
    document.fontSize(11);
    for (const [label, value] of facts) document.text(`${label}: ${value}`);
    document.moveDown();
    document.fontSize(13).text(t('claimActions.letter.decision'));
    document.fontSize(11).text(dispute.decisionText ?? t('claimActions.letter.notDecided'));
    document.moveDown();
    document.fontSize(13).text(t('claimActions.letter.narrative'));
    document.fontSize(11).text(dispute.narrative);
    document.end();
    return done;
};
