import { AutocompleteArrayInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { DeskFilter } from '../../../common/claims/desks';
import { codeOfFormat, type CodeFormat } from '../../../common/claims/vocabularies';
import { codeLabel } from './claimFormat';
import type { ClaimsText } from './useClaimsText';

interface ClaimCodeInputProps {
    source: string;
    label: string;
    filter: DeskFilter & { format: CodeFormat };
    text: ClaimsText;
}

/**
 * A filter on an open code list (CARC, RARC, NCPDP reject): the described codes are offered, and any other code
 * of the right shape can be typed, as remittances carry codes published after this portal was.
 * A code without a description reads as the code alone.
 */
export const ClaimCodeInput = ({ source, label, filter, text }: ClaimCodeInputProps) => {
    const chosen = (useWatch({ name: source }) as string[] | string | undefined) ?? [];
    const known = filter.values ?? [];
    const codes = [...known, ...[chosen].flat().filter(code => !known.includes(code))];
    const choiceOf = (id: string) => ({ id, name: filter.vocabulary ? codeLabel(text, filter.vocabulary, id) : id });
    return (
        <AutocompleteArrayInput
            source={source}
            label={label}
            choices={codes.map(choiceOf)}
            translateChoice={false}
            onCreate={typed => {
                const code = codeOfFormat(filter.format, typed ?? '');
                return code ? choiceOf(code) : undefined;
            }}
            createItemLabel={text('codeInput.use', { code: '%{item}' })}
            helperText={text(`codeInput.help.${filter.format}`)}
            sx={{ minWidth: 240 }}
        />
    );
};
