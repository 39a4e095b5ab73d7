import { FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslate } from 'react-admin';

export type TableSource = 'template' | 'spreadsheet';

/** What a new table's columns start from: a template, or a spreadsheet's header row. */
export const SourceChoice = ({ value, onChange }: { value: TableSource; onChange: (next: TableSource) => void }) => {
    const translate = useTranslate();
    return (
        <div>
            <FormLabel id="new-table-source">{translate('directoryColumns.ui.startFrom')}</FormLabel>
            <RadioGroup
                row
                aria-labelledby="new-table-source"
                value={value}
                onChange={event => onChange(event.target.value as TableSource)}
            >
                <FormControlLabel
                    value="template"
                    control={<Radio />}
                    label={translate('directoryColumns.ui.fromTemplate')}
                />
                <FormControlLabel
                    value="spreadsheet"
                    control={<Radio />}
                    label={translate('directoryColumns.ui.fromSpreadsheet')}
                />
            </RadioGroup>
        </div>
    );
};
