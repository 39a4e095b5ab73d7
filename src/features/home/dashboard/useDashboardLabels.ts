import { useLocaleState, useTranslate } from 'react-admin';
import type { DashboardPanel, DashboardVocabulary } from '../../../../common/contract/dashboard';
import { flattenRoutes, LAYOUT_ROUTES, matchesPath } from '../../../../common/routes';
import { useLazyCatalog, type CatalogText } from '../../../providers/lazyCatalog';
import { usePortalConfig } from '../../../providers/portalConfig';

const ROUTES = flattenRoutes(LAYOUT_ROUTES);

/** The dashboard's own texts (with the claim code names), downloaded when the dashboard opens. */
export const useDashboardText = (): CatalogText | undefined => useLazyCatalog('dashboard');

/** Names a category or series key of a chart in the user's language. */
export type Labeller = (vocabulary: DashboardVocabulary, key: string, index: number, labels?: string[]) => string;

/**
 * How each vocabulary of the dashboard reads: roles, statuses and screens from the portal's
 * catalog, claim codes from the claim desk's, days in the user's locale, tables by their name.
 */
export const useDashboardLabels = (text: CatalogText): Labeller => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const { profile } = usePortalConfig();
    const days = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    return (vocabulary, key, index, labels) => {
        switch (vocabulary) {
            case 'role':
                return translate(`roles.${key}`);
            case 'day':
                return days.format(new Date(`${key}T00:00:00Z`));
            case 'screen': {
                const route = ROUTES.find(candidate => candidate.path && matchesPath(candidate.path, key));
                return route?.title ? translate(`route.${route.title}`) : key;
            }
            case 'connectionKind':
                return translate(`connect.kinds.${key}`);
            case 'connectionStatus':
                return translate(`connect.statuses.${key}`);
            case 'userStatus':
                return translate(`users.status.${key}`);
            case 'listingState':
                return text(`listingStates.${key}`);
            case 'claimBucket':
                return text(`codes.${profile === 'claims' ? 'cargoStatus' : 'bucket'}.${key}`);
            case 'aging':
                return text(`codes.aging.${key}`);
            case 'carc':
                return text(`codes.carc.${key}`);
            case 'table':
                return labels?.[index] ?? key;
            case 'measure':
                return text(`measures.${key}`);
        }
    };
};

/**
 * A panel's categories and series named, ready for a chart and its table. A denial reason's
 * description is too long for a chart's axis on a phone: the axis shows its code, the table both.
 */
export const namedPanel = (panel: DashboardPanel, label: Labeller) => ({
    categories: panel.categories.keys.map((key, index) =>
        label(panel.categories.vocabulary, key, index, panel.categories.labels)
    ),
    axis: panel.categories.keys.map((key, index) =>
        panel.categories.vocabulary === 'carc'
            ? `CARC ${key}`
            : label(panel.categories.vocabulary, key, index, panel.categories.labels)
    ),
    series: panel.series.items.map((item, index) => ({
        ...item,
        label: label(panel.series.vocabulary, item.key, index),
    })),
});
export type NamedPanel = ReturnType<typeof namedPanel>;
