import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ProviderInput, ProviderRecord } from '../../../common/contract/sso';
import { ROLES_BY_PROFILE } from '../../../common/profiles';
import { KIND_OF_ROLE } from '../../../common/vocabularies/organisations';
import { FormDialog } from '../../components/FormDialog';
import { listOrganisations, ORGANISATIONS_KEY } from '../../providers/organisationList';
import { usePortalConfig } from '../../providers/portalConfig';
import { EMPTY_FORM, formOf, inputOf, parseRules, type ProviderFormValues } from './providerForm';

/**
 * Adding or changing an identity provider: protocol settings, e-mail domains, groups → roles and
 * what its users may do. Server refusals are toasted by the HTTP client; the dialog stays open.
 */
export const ProviderDialog = ({
    record,
    onSave,
    onClose,
}: {
    /** The provider to change; absent to add one. */
    record?: ProviderRecord;
    onSave: (input: ProviderInput) => Promise<unknown>;
    onClose: () => void;
}) => {
    const translate = useTranslate();
    const { profile } = usePortalConfig();
    const roles = ROLES_BY_PROFILE[profile];
    const [values, setValues] = useState<ProviderFormValues>(record ? formOf(record) : EMPTY_FORM);
    const [problem, setProblem] = useState<string | null>(null);
    const [pending, setPending] = useState(false);
    const { data: organisations = [] } = useQuery({
        queryKey: ORGANISATIONS_KEY,
        queryFn: listOrganisations,
    });
    // Offered: the organisations of the kind the mapped roles belong to (admins belong to none).
    const mapped = parseRules(values.roleRules, roles);
    const kinds = new Set(
        [...('badLine' in mapped ? [] : mapped.map(rule => rule.role)), values.defaultRole]
            .map(role => KIND_OF_ROLE[role as keyof typeof KIND_OF_ROLE])
            .filter(Boolean)
    );
    const candidates = organisations.filter(
        organisation => kinds.size === 0 || kinds.has(organisation.kind) || organisation.id === values.organisationId
    );
    const field = (name: keyof ProviderFormValues) => ({
        name,
        label: translate(`sso.admin.fields.${name}`),
        value: values[name] as string,
        onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    });
    const check = (name: 'createUsers' | 'linkLocalAccounts' | 'localPasswords' | 'enabled', label: string) => (
        <FormControlLabel
            control={
                <Checkbox
                    checked={values[name]}
                    onChange={event => setValues({ ...values, [name]: event.target.checked })}
                />
            }
            label={label}
        />
    );

    const submit = async () => {
        const rules = parseRules(values.roleRules, roles);
        if ('badLine' in rules) {
            setProblem(translate('sso.admin.rulesInvalid', { line: rules.badLine }));
            return;
        }
        setProblem(null);
        setPending(true);
        try {
            await onSave(inputOf(values, rules));
            onClose();
        } catch {
            setPending(false);
        }
    };

    return (
        <FormDialog
            title={record ? `${translate('sso.admin.edit')}: ${record.name}` : translate('sso.admin.add')}
            submitLabel={translate('sso.admin.save')}
            cancelLabel={translate('sso.admin.cancel')}
            onSubmit={() => void submit()}
            onClose={onClose}
            error={problem}
            submitDisabled={pending}
            maxWidth="md"
        >
            <Stack spacing={2} sx={{ pt: 1 }}>
                <TextField select {...field('protocol')} slotProps={{ input: { readOnly: Boolean(record) } }}>
                    <MenuItem value="oidc">{translate('sso.admin.protocols.oidc')}</MenuItem>
                    <MenuItem value="saml">{translate('sso.admin.protocols.saml')}</MenuItem>
                </TextField>
                <TextField {...field('name')} required />
                <TextField {...field('emailDomains')} />
                {values.protocol === 'oidc' ? (
                    <>
                        <TextField {...field('issuer')} required type="url" />
                        <TextField {...field('clientId')} required />
                        <TextField
                            {...field('clientSecret')}
                            label={translate(
                                record?.oidc?.clientSecretSet
                                    ? 'sso.admin.fields.clientSecretKept'
                                    : 'sso.admin.fields.clientSecret'
                            )}
                            type="password"
                            autoComplete="new-password"
                        />
                        <TextField {...field('scopes')} />
                        {record?.oidc && (
                            <TextField
                                label={translate('sso.admin.fields.redirectUri')}
                                value={record.oidc.redirectUri}
                                slotProps={{ input: { readOnly: true } }}
                            />
                        )}
                    </>
                ) : (
                    <>
                        <TextField {...field('metadataUrl')} type="url" />
                        <TextField {...field('metadataXml')} multiline minRows={3} maxRows={8} />
                        {record?.saml && (
                            <>
                                <TextField
                                    label={translate('sso.admin.fields.spEntityId')}
                                    value={record.saml.spEntityId}
                                    slotProps={{ input: { readOnly: true } }}
                                />
                                <TextField
                                    label={translate('sso.admin.fields.acsUrl')}
                                    value={record.saml.acsUrl}
                                    slotProps={{ input: { readOnly: true } }}
                                />
                                <TextField
                                    label={translate('sso.admin.fields.sloUrl')}
                                    value={record.saml.sloUrl}
                                    slotProps={{ input: { readOnly: true } }}
                                />
                            </>
                        )}
                    </>
                )}
                <TextField {...field('roleClaim')} required />
                <TextField {...field('roleRules')} multiline minRows={2} />
                <TextField select {...field('defaultRole')}>
                    <MenuItem value="">{translate('sso.admin.fields.noDefaultRole')}</MenuItem>
                    {roles.map(role => (
                        <MenuItem key={role} value={role}>
                            {translate(`roles.${role}`)}
                        </MenuItem>
                    ))}
                </TextField>
                {check('createUsers', translate('sso.admin.fields.createUsers'))}
                <TextField
                    select
                    {...field('organisationId')}
                    required={values.createUsers}
                    helperText={translate('sso.admin.organisationHelp')}
                >
                    <MenuItem value="">{translate('sso.admin.fields.noOrganisation')}</MenuItem>
                    {candidates.map(organisation => (
                        <MenuItem key={organisation.id} value={organisation.id}>
                            {`${organisation.name} (${translate(`organisations.kinds.${organisation.kind}`)})`}
                        </MenuItem>
                    ))}
                </TextField>
                {check('linkLocalAccounts', translate('sso.admin.fields.linkLocalAccounts'))}
                {check('localPasswords', translate('sso.admin.fields.localPasswords'))}
                {check('enabled', translate('sso.admin.enabled'))}
            </Stack>
        </FormDialog>
    );
};
