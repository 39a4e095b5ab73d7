import type { Catalog } from '../../../types';
import type { directoryColumnsEn } from './en';

/** Textos en español de la definición de columnas de una tabla del directorio (sugeridas de una hoja, cambios posteriores). */
export const directoryColumnsEs: Catalog<typeof directoryColumnsEn> = {
    errors: {
        stale: 'Las columnas cambiaron desde que las abrió (su versión %{sent}, ahora la versión %{current}). Ábralas de nuevo y repita su cambio.',
        valuesRefused:
            'Valores existentes de «%{column}» que no encajan con %{type} y su nueva configuración: %{count} (por ejemplo %{examples}). Corríjalos primero.',
        duplicates:
            '«%{column}» no puede ser único ni parte de la clave: filas que repiten un valor de otra fila: %{count} (por ejemplo %{examples}).',
        tooManyColumns: 'El archivo tiene %{count} columnas; una tabla puede tener como máximo %{max}.',
    },
    /** Each UI language's name in this language: the fields of a column's label and help name it. */
    languages: {
        en: 'inglés',
        zh: 'chino',
        es: 'español',
        ja: 'japonés',
    },
    ui: {
        startFrom: 'Crear las columnas a partir de',
        fromTemplate: 'Una plantilla',
        fromSpreadsheet: 'La fila de encabezados de una hoja de cálculo',
        chooseFile: 'Elegir un archivo .xlsx o .csv',
        reading: 'Leyendo el archivo…',
        guessed:
            'Columnas deducidas de %{file} y de la %{smart_count} fila bajo su encabezado. Revise cada tipo antes de crear la tabla. |||| Columnas deducidas de %{file} y de las %{smart_count} filas bajo su encabezado. Revise cada tipo antes de crear la tabla.',
        examples: 'Leído: %{values}',
        editColumns: 'Editar columnas',
        editColumnsOf: 'Columnas de %{name}',
        version: 'Versión de la definición %{version}',
        save: 'Guardar columnas',
        saved: 'Columnas guardadas: versión de la definición %{version}',
        label: 'Etiqueta (%{language})',
        help: 'Texto de ayuda (%{language})',
        otherLanguages: 'Etiquetas en otros idiomas y texto de ayuda',
        otherLanguagesOf: 'Etiquetas en otros idiomas y texto de ayuda: %{name}',
        cancel: 'Cancelar',
        moveUp: 'Subir %{name}',
        moveDown: 'Bajar %{name}',
        removeTitle: '¿Quitar la columna «%{name}»?',
        removeLoses:
            'Se perderá su valor en %{smart_count} fila. |||| Se perderán sus valores en %{smart_count} filas.',
        removeEmpty: 'Ninguna fila tiene un valor en ella.',
        removeConfirm: 'Quitar',
        removeLater: 'La columna se quita al guardar las columnas.',
    },
};
