import type { Catalog } from '../../types';
import type { linkExcelEn } from './en';

/** Textos en español del enlace con Excel (importar, exportar, ida y vuelta). */
export const linkExcelEs: Catalog<typeof linkExcelEn> = {
    file: {
        empty: 'El archivo está vacío.',
        legacyXls: 'Es un libro de Excel 97-2003 (.xls). Ábralo en Excel, guárdelo como .xlsx y súbalo de nuevo.',
        notSpreadsheet: 'Este archivo no es una hoja de cálculo: suba un libro de Excel (.xlsx) o un archivo CSV.',
        csvBroken: 'El archivo CSV no se puede leer a partir de la línea %{line}: revise sus comillas.',
        noSheet: 'El libro no tiene ninguna hoja llamada «%{sheet}».',
        noHeader:
            'La primera fila de la hoja debería tener los nombres de las columnas, pero tiene valores (%{value}). Añada una fila de encabezado.',
        noRows: 'La hoja no tiene filas.',
        duplicateHeader: 'Dos columnas del archivo se llaman «%{header}». Cambie el nombre de una de ellas.',
        tooLarge: 'El archivo supera %{max} MB. Divídalo o quite las columnas que la tabla no necesita.',
        unpacksTooLarge:
            'El archivo se descomprime en más de %{max} MB en su parte %{part}, más de lo que este portal lee. Divida el archivo o guárdelo de nuevo desde Excel.',
        markupTooLong:
            'El libro contiene un tramo de más de %{max} bytes sin etiqueta, o una etiqueta igual de larga: ningún programa de hojas de cálculo escribe eso, así que el archivo no se lee.',
        rowTooLarge:
            'Una fila del archivo ocupa más de %{max} MB, más de lo que este portal lee. Busque una comilla que no se cierra o acorte los textos más largos.',
        tooManyCells: 'Una fila de la hoja tiene más de %{max} celdas, más de lo que Excel permite.',
        tooManyColumns:
            'La línea %{line} tiene un valor más allá de la columna %{max}, el máximo de columnas que admite un archivo aquí. Quite las columnas que la tabla no necesita.',
        tooManyRows:
            'La hoja tiene más de %{max} filas con valores, el máximo que admite un archivo aquí. Divida el archivo.',
        cellTooLong: 'La línea %{line} tiene una celda de más de %{max} caracteres, el máximo que cabe en una celda.',
        tooManySharedStrings:
            'El libro contiene más de %{max} textos distintos, más de lo que este portal lee. Divida el archivo.',
    },
    mapping: {
        length: 'La asignación tiene %{given} entradas pero el archivo tiene %{expected} columnas. Vuelva a subir el archivo.',
        unknownColumn: 'La tabla no tiene la columna «%{column}».',
        twice: 'Dos columnas del archivo van a la misma columna de la tabla (la segunda es «%{header}»). Ignore una de ellas.',
        empty: 'Ninguna columna del archivo va a una columna de la tabla. Elija al menos una.',
        noKey: 'La tabla no tiene columnas clave, así que las filas no se pueden emparejar: use «Añadir filas» o marque columnas clave en la tabla.',
        keyMissing: 'La columna clave «%{column}» no está asignada: sin ella no se pueden emparejar las filas.',
    },
    refresh: {
        noNpiColumn: 'Esta tabla no tiene columna NPI, así que no se puede comparar con el registro NPI.',
        emptyRegistry: 'El registro NPI está vacío. Cargue primero el archivo NPPES con "npm run import:npi".',
    },
    errors: {
        noUpload: 'No se conoce esta subida (puede haber caducado). Vuelva a subir el archivo.',
        cancelled: 'La importación se canceló. No se cambió nada.',
        notChecked: 'Compruebe el archivo antes de aplicarlo.',
        hasErrors:
            'Algunas filas se rechazan. Corríjalas en el archivo y vuelva a subirlo: una importación aplica todas las filas o ninguna.',
        busy: 'Esta importación ya está en curso.',
        failed: 'La importación falló y no se cambió nada: %{reason}',
        applied: 'Esta importación ya está aplicada.',
        columnsChanged:
            'Las columnas de la tabla cambiaron desde la comprobación (se añadió, quitó o cambió de tipo una columna, o pasó a ser obligatoria o única). No se cambió nada; compruebe el archivo de nuevo.',
        tableChanged:
            'La tabla cambió desde la comprobación: otra fila tiene ahora una clave o un valor único del archivo. No se cambió nada; compruebe el archivo de nuevo.',
    },
    problems: {
        formula: 'No se importan fórmulas (%{formula}). Pegue el valor.',
        cellError: 'La celda contiene un error de hoja de cálculo (%{value}).',
        identity: 'La columna de identidad de la fila contiene algo que no es un número de fila.',
        duplicateKey: 'La misma clave ya está en la línea %{line} del archivo.',
        duplicateValue: 'El mismo valor ya está en la línea %{line} del archivo y la columna solo lo admite una vez.',
        valueTaken: 'La fila %{id} de la tabla ya tiene este valor y la columna solo lo admite una vez.',
        keyExists: 'La tabla ya tiene una fila con esta clave (fila %{id}). Use «Actualizar o añadir» para cambiarla.',
        sameRowTwice: 'Otra línea del archivo ya cambia la fila %{id}.',
    },
    normalisations: {
        spaces: 'Espacios alrededor de los valores o duplicados eliminados',
        zipLeadingZero: 'Códigos ZIP con los ceros iniciales que la hoja de cálculo había quitado',
        phoneLayout: 'Teléfonos leídos en su formato y guardados como 10 dígitos',
        dateSerial: 'Números de fecha de Excel leídos como fechas',
        dateFormat: 'Fechas reescritas como AAAA-MM-DD',
        yesNo: 'Valores sí/no (Y, N, TRUE, 1, …) leídos como sí o no',
    },
    report: {
        errorsColumn: 'Motivo del rechazo',
        lineColumn: 'Línea',
        sheet: 'Filas rechazadas',
    },
    screen: {
        tableTitle: 'Tabla del directorio',
        table: 'Tabla',
        tableOption: '%{name} (%{smart_count} fila) |||| %{name} (%{smart_count} filas)',
        noTables: 'Aún no hay tablas del directorio. Cree una primero en «Nueva tabla».',
        importTitle: 'Traer una hoja de cálculo',
        exported: 'Guardado %{filename}.',
        refresh: 'Comparar con el registro NPI',
        export: {
            xlsx: 'Exportar Excel',
            csv: 'Exportar CSV',
        },
        uploadHelp:
            'Un libro de Excel (.xlsx) o un archivo CSV (UTF-8, coma o punto y coma), de hasta 100 MB. Nada cambia hasta que lo aplique.',
        chooseFile: 'Elegir un archivo',
        uploading: 'Subiendo… %{percent}%',
        uploadProgress: 'Progreso de la subida',
        file: 'Archivo: %{name} (%{size} KB)',
        checking: 'Comprobando cada fila… %{percent}%',
        applying: 'Aplicando… %{percent}%',
        waiting: 'Esperando a que termine otra importación en este servidor…',
        cancel: 'Cancelar',
        apply: 'Aplicar',
        discard: 'Cancelar esta importación',
        applied: 'Aplicado: %{added} añadidas, %{changed} cambiadas, %{removed} quitadas.',
        cancelled: 'Cancelado. No se cambió nada.',
        another: 'Importar otro archivo',
        sheet: 'Hoja',
        mode: 'Cómo aplicar',
        modes: {
            append: 'Añadir filas',
            upsert: 'Actualizar o añadir (por la clave de la tabla)',
            replace: 'Reemplazar las filas de la tabla',
        },
        linked: 'Este formato de archivo está vinculado a la tabla: se usa su asignación guardada. Cambie cualquier columna si hace falta.',
        suggested:
            'Las columnas se emparejaron por su nombre. Revise cada una; elija «Ignorar» para las que deben quedar fuera.',
        previewTitle: 'Las primeras filas del archivo',
        goesInto: '«%{header}» va a',
        ignore: 'Ignorar',
        identity: {
            id: 'Id de fila (de una exportación)',
            version: 'Versión de fila (de una exportación)',
        },
        check: 'Comprobar el archivo',
        diffTitle: 'Lo que haría la importación',
        counts: {
            add: '%{smart_count} para añadir |||| %{smart_count} para añadir',
            change: '%{smart_count} para cambiar |||| %{smart_count} para cambiar',
            unchanged: '%{smart_count} sin cambios |||| %{smart_count} sin cambios',
            remove: '%{smart_count} para quitar |||| %{smart_count} para quitar',
            conflict:
                '%{smart_count} conflicto (queda como en el portal) |||| %{smart_count} conflictos (quedan como en el portal)',
        },
        report: {
            xlsx: 'Informe de errores (Excel)',
            csv: 'Informe de errores (CSV)',
        },
        refused:
            'Se rechaza %{smart_count} de %{rows} filas. Corríjala en el archivo y súbalo de nuevo: una importación aplica todas las filas o ninguna. |||| Se rechazan %{smart_count} de %{rows} filas. Corríjalas en el archivo y súbalo de nuevo: una importación aplica todas las filas o ninguna.',
        errorsTitle: 'Filas rechazadas',
        columns: {
            line: 'Línea',
            column: 'Columna',
            value: 'Valor',
            reason: 'Motivo',
            what: 'Normalizado',
            count: 'Celdas',
            example: 'Ejemplos',
            before: 'Ahora',
            after: 'Tras la importación',
            file: 'En el archivo',
            row: 'Fila',
            portal: 'En el portal (cambiado desde la exportación)',
        },
        normalisedTitle: 'Normalizado al entrar',
        example: 'línea %{line}, %{column}: «%{before}» → «%{after}»',
        removalsTitle: 'Filas que se eliminarán (primeras filas)',
        changesTitle: 'Cambios (primeras filas)',
        conflictsTitle: 'Conflictos: cambiados en el portal desde la exportación',
        gone: 'La fila %{id} se eliminó en el portal después de la exportación.',
    },
};
