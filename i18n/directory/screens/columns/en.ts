/** English texts of shaping a directory table's columns: guesses from a spreadsheet, later changes. */
export const directoryColumnsEn = {
    errors: {
        stale: 'The columns were changed since you opened them (your version %{sent}, now version %{current}). Open them again and redo your change.',
        valuesRefused:
            'Existing values of "%{column}" that do not fit %{type} with its new settings: %{count} (for example %{examples}). Correct them first.',
        duplicates:
            '"%{column}" cannot be unique or part of the key: rows repeating a value another row holds: %{count} (for example %{examples}).',
        tooManyColumns: 'The file has %{count} columns; a table can have at most %{max}.',
    },
    /** Each UI language's name in this language: the fields of a column's label and help name it. */
    languages: {
        en: 'English',
        zh: 'Chinese',
        es: 'Spanish',
        ja: 'Japanese',
    },
    ui: {
        startFrom: 'Build the columns from',
        fromTemplate: 'A template',
        fromSpreadsheet: "A spreadsheet's header row",
        chooseFile: 'Choose an .xlsx or .csv file',
        reading: 'Reading the file…',
        guessed:
            'Columns guessed from %{file} and the %{smart_count} row under its header. Check each type before creating the table. |||| Columns guessed from %{file} and the %{smart_count} rows under its header. Check each type before creating the table.',
        examples: 'Read: %{values}',
        editColumns: 'Edit columns',
        editColumnsOf: 'Columns of %{name}',
        version: 'Definition version %{version}',
        save: 'Save columns',
        saved: 'Columns saved: definition version %{version}',
        label: 'Label (%{language})',
        help: 'Help text (%{language})',
        otherLanguages: 'Labels in other languages and help text',
        otherLanguagesOf: 'Labels in other languages and help text: %{name}',
        cancel: 'Cancel',
        moveUp: 'Move %{name} up',
        moveDown: 'Move %{name} down',
        removeTitle: 'Remove the column "%{name}"?',
        removeLoses:
            'Its value in %{smart_count} row will be lost. |||| Its values in %{smart_count} rows will be lost.',
        removeEmpty: 'No row holds a value in it.',
        removeConfirm: 'Remove',
        removeLater: 'The column goes when you save the columns.',
    },
};
