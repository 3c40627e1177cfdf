import { zodResolver } from '@hookform/resolvers/zod';
import { type Profile, type ProfileUpdate, profileUpdateSchema } from '@mergepix/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { type AuthUser, useAuth } from '@/lib/auth/auth-context';
import { errorMessage } from '@/lib/auth/auth-messages';
import { notify } from '@/lib/toast';
import { AccountSection } from './account-section';
import { AvatarField } from './avatar-field';

// The server's own field rules (trim, 120 characters), required here because the form always
// holds all three.
const { full_name, company, job_title } = profileUpdateSchema.shape;
const profileFormSchema = z.object({
  full_name: full_name.unwrap(),
  company: company.unwrap(),
  job_title: job_title.unwrap(),
});
type ProfileFormValues = z.input<typeof profileFormSchema>;

const toFormValues = (profile: Profile): ProfileFormValues => ({
  full_name: profile.full_name,
  company: profile.company,
  job_title: profile.job_title,
});

/** Name, company, job title and picture. Only changed fields are sent. */
export function ProfileSection({ profile, user }: { profile: Profile; user: AuthUser }) {
  const { updateProfile } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  // undefined: unchanged; string: a new picture; null: remove it.
  const [avatar, setAvatar] = useState<string | null | undefined>(undefined);
  const { register, handleSubmit, reset, formState } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: toFormValues(profile),
  });
  const { dirtyFields, errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const update: ProfileUpdate = {};
    for (const key of ['full_name', 'company', 'job_title'] as const) {
      if (dirtyFields[key]) update[key] = values[key].trim();
    }
    if (avatar !== undefined) update.avatar = avatar;
    if (Object.keys(update).length === 0) {
      notify.info('Nothing to save: your profile is up to date.');
      return;
    }
    try {
      const saved = await updateProfile(update);
      // Only after success: a failed save keeps every edit (and the picked picture) in place.
      reset(toFormValues(saved));
      setAvatar(undefined);
      notify.success('Profile saved.');
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  const shownAvatar = avatar === undefined ? profile.avatar_url : avatar;
  return (
    <AccountSection id="profile" title="Profile" description="How you appear in Mergepix.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {serverError ? <FormAlert>{serverError}</FormAlert> : null}
        <AvatarField
          src={shownAvatar}
          name={profile.full_name || user.name}
          email={user.email}
          changed={avatar !== undefined}
          disabled={isSubmitting}
          onChange={setAvatar}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Full name"
            autoComplete="name"
            className="sm:col-span-2"
            error={errors.full_name?.message}
            {...register('full_name')}
          />
          <TextField
            label="Company"
            autoComplete="organization"
            error={errors.company?.message}
            {...register('company')}
          />
          <TextField
            label="Job title"
            autoComplete="organization-title"
            error={errors.job_title?.message}
            {...register('job_title')}
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-xs text-slate-500">
            Signed in as <span className="font-medium text-slate-700">{user.email}</span>
          </p>
          <SubmitButton pending={isSubmitting}>Save profile</SubmitButton>
        </div>
      </form>
    </AccountSection>
  );
}
