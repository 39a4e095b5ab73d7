/**
 * English texts of the Excel link (/linkExcel: import, export, round trip), kept apart from the
 * main catalog so that the screen grows without touching everyone else's keys.
 */
export const linkExcelEn = {
    file: {
        empty: 'The file is empty.',
        legacyXls:
            'This is an Excel 97-2003 workbook (.xls). Open it in Excel and save it as .xlsx, then upload it again.',
        notSpreadsheet: 'This file is not a spreadsheet: upload an Excel workbook (.xlsx) or a CSV file.',
        csvBroken: 'The CSV file cannot be read from line %{line} on: check its quotes.',
        noSheet: 'The workbook has no sheet named "%{sheet}".',
        noHeader:
            'The first row of the sheet should hold the column names, but it holds values (%{value}). Add a header row.',
        noRows: 'The sheet has no rows.',
        duplicateHeader: 'Two columns of the file are named "%{header}". Rename one of them.',
        tooLarge: 'The file is larger than %{max} MB. Split it, or remove columns the table does not need.',
        unpacksTooLarge:
            'The file unpacks to more than %{max} MB in its part %{part}, more than this portal reads. Split the file, or save it again from Excel.',
        markupTooLong:
            'The workbook holds a stretch of more than %{max} bytes without a tag, or a tag as long: no spreadsheet program writes that, so the file is not read.',
        rowTooLarge:
            'A row of the file holds more than %{max} MB, more than this portal reads. Check for a quote that is never closed, or shorten the longest texts.',
        tooManyCells: 'A row of the sheet has more than %{max} cells, more than Excel allows.',
        tooManyColumns:
            'Line %{line} has a value past column %{max}, the most columns a file may have here. Remove the columns the table does not need.',
        tooManyRows: 'The sheet has more than %{max} rows with values, the most a file may have here. Split the file.',
        cellTooLong: 'Line %{line} has a cell of more than %{max} characters, the most a cell may hold.',
        tooManySharedStrings:
            'The workbook holds more than %{max} different texts, more than this portal reads. Split the file.',
    },
    mapping: {
        length: 'The mapping has %{given} entries but the file has %{expected} columns. Upload the file again.',
        unknownColumn: 'The table has no column "%{column}".',
        twice: 'Two file columns go into the same table column (the second is "%{header}"). Ignore one of them.',
        empty: 'No file column goes into a table column. Choose at least one.',
        noKey: 'The table has no key columns, so rows cannot be matched: use "Add rows", or mark key columns in the table.',
        keyMissing: 'The key column "%{column}" is not mapped: rows cannot be matched without it.',
    },
    refresh: {
        noNpiColumn: 'This table has no NPI column, so it cannot be compared with the NPI registry.',
        emptyRegistry: 'The NPI registry is empty. Load the NPPES file with "npm run import:npi" first.',
    },
    errors: {
        noUpload: 'This upload is not known (it may have expired). Upload the file again.',
        cancelled: 'The import was cancelled. Nothing was changed.',
        notChecked: 'Check the file before applying it.',
        hasErrors:
            'Some rows are refused. Fix them in the file and upload it again: an import applies all rows or none.',
        busy: 'This import is already running.',
        failed: 'The import failed and nothing was changed: %{reason}',
        applied: 'This import is already applied.',
        columnsChanged:
            'The columns of the table changed since the check (a column was added, removed, retyped or made required or unique). Nothing was changed; check the file again.',
        tableChanged:
            'The table changed since the check: another row now holds a key or unique value of the file. Nothing was changed; check the file again.',
    },
    problems: {
        formula: 'Formulas are not imported (%{formula}). Paste the value instead.',
        cellError: 'The cell holds a spreadsheet error (%{value}).',
        identity: 'The row identity column holds something that is not a row number.',
        duplicateKey: 'The same key is already on line %{line} of the file.',
        duplicateValue: 'The same value is already on line %{line} of the file, and the column allows it once.',
        valueTaken: 'Row %{id} of the table already has this value, and the column allows it once.',
        keyExists: 'The table already has a row with this key (row %{id}). Use "Update or add" to change it.',
        sameRowTwice: 'Another line of the file already changes row %{id}.',
    },
    normalisations: {
        spaces: 'Spaces around values or doubled spaces removed',
        zipLeadingZero: 'ZIP codes given back the leading zeros a spreadsheet dropped',
        phoneLayout: 'Phone numbers read from their layout and kept as 10 digits',
        dateSerial: 'Excel date numbers read as dates',
        dateFormat: 'Dates rewritten as YYYY-MM-DD',
        yesNo: 'Yes/no values (Y, N, TRUE, 1, …) read as yes or no',
    },
    report: {
        errorsColumn: 'Why refused',
        lineColumn: 'Line',
        sheet: 'Refused rows',
    },
    screen: {
        tableTitle: 'Directory table',
        table: 'Table',
        tableOption: '%{name} (%{smart_count} row) |||| %{name} (%{smart_count} rows)',
        noTables: 'There are no directory tables yet. Create one on "New table" first.',
        importTitle: 'Bring in a spreadsheet',
        exported: 'Saved %{filename}.',
        refresh: 'Compare with the NPI registry',
        export: {
            xlsx: 'Export Excel',
            csv: 'Export CSV',
        },
        uploadHelp:
            'An Excel workbook (.xlsx) or a CSV file (UTF-8, comma or semicolon), up to 100 MB. Nothing changes until you apply it.',
        chooseFile: 'Choose a file',
        uploading: 'Uploading… %{percent}%',
        uploadProgress: 'Upload progress',
        file: 'File: %{name} (%{size} KB)',
        checking: 'Checking every row… %{percent}%',
        applying: 'Applying… %{percent}%',
        waiting: 'Waiting for another import on this server to finish…',
        cancel: 'Cancel',
        apply: 'Apply',
        discard: 'Cancel this import',
        applied: 'Applied: %{added} added, %{changed} changed, %{removed} removed.',
        cancelled: 'Cancelled. Nothing was changed.',
        another: 'Import another file',
        sheet: 'Sheet',
        mode: 'How to apply',
        modes: {
            append: 'Add rows',
            upsert: "Update or add (by the table's key)",
            replace: "Replace the table's rows",
        },
        linked: 'This file layout is linked to the table: its saved mapping is used. Change any column if needed.',
        suggested: 'Columns were matched by their names. Check each one; choose "Ignore" for columns to leave out.',
        previewTitle: 'The first rows of the file',
        goesInto: '"%{header}" goes into',
        ignore: 'Ignore',
        identity: {
            id: 'Row id (from an export)',
            version: 'Row version (from an export)',
        },
        check: 'Check the file',
        diffTitle: 'What the import would do',
        counts: {
            add: '%{smart_count} to add |||| %{smart_count} to add',
            change: '%{smart_count} to change |||| %{smart_count} to change',
            unchanged: '%{smart_count} unchanged |||| %{smart_count} unchanged',
            remove: '%{smart_count} to remove |||| %{smart_count} to remove',
            conflict:
                '%{smart_count} conflict (left as in the portal) |||| %{smart_count} conflicts (left as in the portal)',
        },
        report: {
            xlsx: 'Error report (Excel)',
            csv: 'Error report (CSV)',
        },
        refused:
            '%{smart_count} of %{rows} rows is refused. Fix it in the file and upload it again: an import applies all rows or none. |||| %{smart_count} of %{rows} rows are refused. Fix them in the file and upload it again: an import applies all rows or none.',
        errorsTitle: 'Refused rows',
        columns: {
            line: 'Line',
            column: 'Column',
            value: 'Value',
            reason: 'Why',
            what: 'Normalised',
            count: 'Cells',
            example: 'Examples',
            before: 'Now',
            after: 'After the import',
            file: 'In the file',
            row: 'Row',
            portal: 'In the portal (changed since the export)',
        },
        normalisedTitle: 'Normalised on the way in',
        example: 'line %{line}, %{column}: "%{before}" → "%{after}"',
        removalsTitle: 'Rows to remove (first rows)',
        changesTitle: 'Changes (first rows)',
        conflictsTitle: 'Conflicts: changed in the portal since the export',
        gone: 'Row %{id} was deleted in the portal since the export.',
    },
};
