import { useState } from 'react';
import { Form, HttpError, useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useNotifySuccess } from '../common/notifications';
import { SubmitButton } from '../common/SubmitButton';
import type { AdminOrganizationResponse } from '@sangam/shared';
import { useAdminApi } from '../common/useAdminApi';
import { serverMessage } from '../httpClient';
import { OrganizationFields, toNewOrganization } from './OrganizationFields';

/** 'Add Organization' on /admin: POST /api/organizations creates an approved organization. */
export function AddOrganizationForm() {
  const api = useAdminApi();
  const notify = useNotify();
  const notifySuccess = useNotifySuccess();
  const queryClient = useQueryClient();
  const [formKey, setFormKey] = useState(0);

  const submit = async (values: Partial<AdminOrganizationResponse>) => {
    try {
      await api.createOrganization(toNewOrganization(values));
    } catch (err) {
      notify(serverMessage(err) ?? 'Failed to create organization', { type: 'error' });
      return err instanceof HttpError && err.body?.fields ? err.body.fields : undefined;
    }
    notifySuccess('Organization created successfully!');
    setFormKey((k) => k + 1);
    void queryClient.invalidateQueries({ queryKey: ['organizations'] });
    return undefined;
  };

  return (
    <Form key={formKey} onSubmit={submit} noValidate>
      <OrganizationFields />
      <SubmitButton label="Create Organization" />
    </Form>
  );
}
