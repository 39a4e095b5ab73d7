import { Alert, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ColumnDefinitionInput, TemplateRecord } from '../../../common/contract/directory';
import type { ColumnGuess } from '../../../common/contract/directoryColumns';
import type { Locale } from '../../../i18n/types';
import { directoryApi } from './directoryApi';
import { ColumnEditor } from './ColumnEditor';
import { SourceChoice, type TableSource } from './SourceChoice';
import { SpreadsheetSource } from './SpreadsheetSource';

/**
 * `/newTable`: a table from a template (Plan-Net practitioner, organization, location,
 * pharmacy, network), blank, or guessed from a spreadsheet's header row; every column can be
 * changed, added, moved or removed before creating.
 */
export const NewTablePage = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const [locale] = useLocaleState() as [Locale, unknown];
    const { data: templates } = useQuery({ queryKey: ['directoryTemplates'], queryFn: directoryApi.templates });
    const [source, setSource] = useState<TableSource>('template');
    const [template, setTemplate] = useState<TemplateRecord['name']>('practitioner');
    const [guess, setGuess] = useState<ColumnGuess & { fileName: string }>();
    const [name, setName] = useState('');
    const [description, setDescription] = useState('');
    const [columns, setColumns] = useState<ColumnDefinitionInput[]>();
    const [error, setError] = useState<string>();
    const shown =
        columns ??
        (source === 'spreadsheet'
            ? guess?.columns
            : templates?.find(candidate => candidate.name === template)?.columns) ??
        [];
    const fromFile = (fileName: string, guessed: ColumnGuess) => {
        setGuess({ ...guessed, fileName });
        setColumns(undefined);
        if (!name) setName(fileName.replace(/\.[^.]*$/, ''));
    };
    const start = (next: TableSource) => {
        setSource(next);
        setColumns(undefined);
    };
    const choose = (next: TemplateRecord['name']) => {
        setTemplate(next);
        setColumns(undefined);
        if (!name) setName(translate(`directory.templates.${next}.name`));
    };
    const create = async () => {
        setError(undefined);
        if (shown.length === 0) return setError(translate('directory.ui.noColumns'));
        try {
            const table = await directoryApi.createTable({
                name,
                description,
                template: source === 'spreadsheet' ? 'spreadsheet' : template,
                columns: shown,
            });
            await queryClient.invalidateQueries({ queryKey: ['directoryTables'] });
            notify('directory.ui.created', { type: 'success', messageArgs: { name: table.name } });
            navigate(`/editTable?table=${table.id}`);
        } catch (failure) {
            setError(failure instanceof Error ? failure.message : String(failure));
        }
    };
    return (
        <Card sx={{ mt: 2, mb: 4 }}>
            <Title title="route.newTable" />
            <CardContent>
                <Stack spacing={2} sx={{ maxWidth: 960 }}>
                    <SourceChoice value={source} onChange={start} />
                    {source === 'spreadsheet' ? (
                        <SpreadsheetSource onGuessed={fromFile} />
                    ) : (
                        <TextField
                            select
                            label={translate('directory.ui.template')}
                            value={template}
                            onChange={event => choose(event.target.value as TemplateRecord['name'])}
                        >
                            {(templates ?? []).map(candidate => (
                                <MenuItem key={candidate.name} value={candidate.name}>
                                    {translate(`directory.templates.${candidate.name}.name`)} —{' '}
                                    {translate(`directory.templates.${candidate.name}.description`)}
                                </MenuItem>
                            ))}
                        </TextField>
                    )}
                    <TextField
                        required
                        label={translate('directory.ui.tableName')}
                        value={name}
                        onChange={event => setName(event.target.value)}
                    />
                    <TextField
                        multiline
                        label={translate('directory.ui.description')}
                        value={description}
                        onChange={event => setDescription(event.target.value)}
                    />
                    <Typography variant="h6" component="h2">
                        {translate('directory.ui.columns')}
                    </Typography>
                    {source === 'spreadsheet' && guess && (
                        <Alert severity="info">
                            {translate('directoryColumns.ui.guessed', {
                                file: guess.fileName,
                                smart_count: guess.sampleRows,
                            })}
                        </Alert>
                    )}
                    <ColumnEditor
                        columns={shown}
                        locale={locale}
                        onChange={setColumns}
                        examples={source === 'spreadsheet' ? guess?.examples : undefined}
                    />
                    {error && <Alert severity="error">{error}</Alert>}
                    <div>
                        <Button variant="contained" onClick={create} disabled={!name.trim()}>
                            {translate('directory.ui.createTable')}
                        </Button>
                    </div>
                </Stack>
            </CardContent>
        </Card>
    );
};
