import type { Catalog } from '../../../types';
import type { directoryGridEn } from './en';

// Spanish texts of the Directory Edit View's grid tools: key for key those of ./en.ts.
export const directoryGridEs: Catalog<typeof directoryGridEn> = {
    errors: {
        repeatedRows: 'Una fila aparece más de una vez en la selección.',
        missingRows: 'La tabla no tiene la fila %{rows}: no se cambió nada.',
        deletedRows:
            'La fila %{rows} está eliminada: no se cambió nada. Deje fuera las filas eliminadas o restáurelas primero.',
        staleRows:
            'Otra persona cambió la fila %{rows} desde que la cargó: no se cambió nada. Vuelva a cargar las filas e inténtelo de nuevo.',
    },
    ui: {
        editSelected: 'Editar selección',
        bulkTitle:
            'Asignar un valor a %{smart_count} fila seleccionada |||| Asignar un valor a %{smart_count} filas seleccionadas',
        column: 'Columna',
        value: 'Nuevo valor',
        emptyHint: 'Déjelo vacío para borrar la columna.',
        apply: 'Aplicar',
        bulkSaved: '%{smart_count} fila cambiada |||| %{smart_count} filas cambiadas',
        bulkDeleted:
            '%{smart_count} fila eliminada: puede restaurarla en "Filas eliminadas". |||| %{smart_count} filas eliminadas: puede restaurarlas en "Filas eliminadas".',
        columns: 'Columnas',
        columnsTitle: 'Columnas visibles y su orden',
        columnsHint: 'Se guarda en su cuenta: la tabla se ve igual en cualquier navegador.',
        moveUp: 'Subir %{column}',
        moveDown: 'Bajar %{column}',
        resetColumns: 'Restablecer',
        done: 'Listo',
        exportXlsx: 'Exportar Excel',
        exportCsv: 'Exportar CSV',
        exported: '%{filename} descargado: las filas del filtro y la búsqueda actuales, en el orden mostrado.',
    },
};
