import type { Catalog } from '../../types';
import type { claimsServerEn } from './en';

/** Server messages of the claim desks: searches, exports, edits and imports. (es) */
export const claimsServerEs: Catalog<typeof claimsServerEn> = {
    server: {
        claims: {
            savedSearchName: 'Ya tiene una búsqueda guardada llamada %{name}.',
            savedSearchesFull: 'Ya tiene %{max} búsquedas guardadas: elimine una primero.',
            savedSearchNotFound: 'No hay ninguna búsqueda guardada con el id %{id}.',
            exportTooLarge:
                'La exportación tendría %{count} reclamaciones, más de las %{max} permitidas. Acote la búsqueda e inténtelo de nuevo.',
            notFound: 'No hay ninguna reclamación con el id %{id}.',
            npi: '"%{parameter}" debe ser un NPI: 10 dígitos que empiezan por 1 o 2, con dígito de control válido ("%{value}" no lo es).',
            rangeOrder: '"%{parameter}": el inicio del intervalo es posterior a su final.',
            amount: '"%{parameter}" debe ser un importe de 0 o más.',
            code: '"%{parameter}" debe ser un código de letras, dígitos y puntos, como 99213 o E11.9 ("%{value}" no lo es).',
            day: '"%{parameter}" debe ser una fecha como 2026-05-01 ("%{value}" no lo es).',
            hiddenFilter: 'El filtro "%{key}" lee %{fields}, que su rol no recibe.',
            hiddenSort: 'No se pueden ordenar las reclamaciones por "%{field}": su rol no recibe ese campo.',
            stale: 'Otra persona cambió la reclamación %{number} después de que usted la abriera. Se muestran sus valores actuales: revíselos y guarde de nuevo.',
            codeFormat: {
                carc: '"%{parameter}" debe ser un código de motivo de ajuste (CARC): hasta 3 dígitos, o una letra y hasta 2 dígitos, como 45, 253 o B7 ("%{value}" no lo es).',
                rarc: '"%{parameter}" debe ser un código de observación (RARC): M, MA o N y hasta 3 dígitos, como M15, MA01 o N130 ("%{value}" no lo es).',
                ncpdp: '"%{parameter}" debe ser un código de rechazo NCPDP: 2 o 3 letras o dígitos, como 75, N1 o 569 ("%{value}" no lo es).',
            },
            sheet: 'Reclamaciones',
            import: {
                x12Broken: 'Este archivo X12 está mal formado: %{detail}',
                notRemittance: 'Este archivo X12 contiene una transacción %{type}, no una remesa 835.',
                noClaims: 'Este archivo 835 no contiene ningún pago de reclamación (CLP).',
                tooManyClaims:
                    'Este archivo contiene más de %{max} reclamaciones, el máximo de una importación. Divídalo en varios archivos.',
                tooManySegments:
                    'Esta remesa tiene más de %{max} segmentos, el máximo que lee una importación. Divídala en varios archivos.',
                x12NotHere:
                    'Las remesas X12 solo se importan en el escritorio de salud: aquí importe una hoja CSV o Excel de reclamaciones.',
                noFile: 'Envíe el archivo como multipart/form-data con una parte llamada "file".',
                tooLarge: 'El archivo supera los %{max} MB: divídalo e importe las partes.',
                claimNumberColumn:
                    'La hoja no tiene columna de número de reclamación: su fila de encabezado debe nombrar los campos, como los escribe una exportación.',
                x12Date: '%{segment}: "%{value}" no es una fecha (CCYYMMDD).',
                x12Amount: '%{element}: "%{value}" no es un importe.',
                groupCode: 'El grupo de ajuste "%{value}" es desconocido; códigos de grupo: %{allowed}.',
                reasonCode:
                    'El motivo de ajuste "%{value}" no es un código de motivo de ajuste (CARC): hasta 3 dígitos, o una letra y hasta 2 dígitos, como 45, 253 o B7.',
                remarkCode:
                    'La observación "%{value}" no es un código de observación (RARC): M, MA o N y hasta 3 dígitos, como M15, MA01 o N130.',
                pcnMissing: 'El pago de la reclamación no tiene número de control del paciente (CLP01).',
                clp02: 'El estado de reclamación "%{value}" (CLP02) es desconocido; códigos: %{allowed}.',
                npi: '"%{value}" no es un NPI (10 dígitos con un dígito de control válido).',
                unbalanced: 'No cuadra: facturado %{billed} ≠ pagado %{paid} + ajustes %{adjusted}.',
                ambiguous:
                    'Varias reclamaciones tienen el número de control del paciente %{value}: envíe el número de reclamación del pagador (CLP07).',
                missing: 'Una reclamación nueva necesita %{fields}.',
                status: '"%{value}" no es un estado de este escritorio.',
                paidOverBilled: 'Lo pagado (%{paid}) supera lo facturado (%{billed}).',
                date: '%{column}: "%{value}" no es una fecha como 2026-05-01.',
                money: '%{column}: "%{value}" no es un importe de 0 o más.',
                code: '%{column}: "%{value}" no es uno de los códigos de este campo.',
                formulaStart: '%{column}: "%{value}" se ejecutaría como fórmula en una hoja de cálculo.',
                formula: '%{column}: una fórmula (%{formula}) en lugar de un valor.',
                cellError: '%{column}: la celda contiene un error (%{value}).',
                claimNumberMissing: 'La fila no tiene número de reclamación.',
                otherParties:
                    'Indica otras partes que las de la reclamación %{claim} (%{fields}): una importación nunca pasa una reclamación a otro pagador, proveedor, paciente u organización. No se cambió nada de esta reclamación.',
            },
        },
    },
};
