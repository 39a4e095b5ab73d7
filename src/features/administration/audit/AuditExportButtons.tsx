import { useDataProvider, useTranslate } from 'react-admin';
import { ListExportButtons } from '../../../components/ListExportButtons';
import type { PortalDataProvider } from '../../../providers/dataProvider';

/** "Export CSV" and "Export Excel": the server writes the file for the list's filter and sort. */
export const AuditExportButtons = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<PortalDataProvider>();
    return (
        <ListExportButtons
            exportFile={dataProvider.exportAudit}
            label={format => translate(`auditTrail.export.${format}`)}
            saved={filename => translate('auditTrail.export.saved', { filename })}
        />
    );
};
