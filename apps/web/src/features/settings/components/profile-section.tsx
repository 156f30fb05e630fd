import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { brandGradient } from '../../../lib/theme';
import { useFormFields } from '../../../lib/form-fields';
import { initialsOf, type Me } from '../../../lib/auth/get-me';
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, useRemoveAvatar, useUploadAvatar } from '../api/avatar';
import { useUpdateProfile } from '../api/update-profile';
import { bannerText, fieldError } from './errors';
import { FormAlerts } from './form-alerts';
import { SettingsCard } from './settings-card';
import { SubmitButton } from '../../../components/ui/submit-button';

export function ProfileSection({ me }: { me: Me }) {
  const update = useUpdateProfile();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const fileInput = useRef<HTMLInputElement>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { values, setErrors, bind } = useFormFields(
    { first_name: me.first_name, last_name: me.last_name },
    {
      serverError: (name) => fieldError(update.error, name),
      onEdit: () => setSaved(false),
      disabled: update.isPending,
    },
  );
  const firstName = values.first_name;
  const lastName = values.last_name;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const found = {
      first_name: firstName.trim() ? undefined : 'First name is required',
      last_name: lastName.trim() ? undefined : 'Last name is required',
    };
    setErrors(found);
    if (found.first_name || found.last_name) return;
    update.mutate(
      { first_name: firstName.trim(), last_name: lastName.trim() },
      { onSuccess: () => setSaved(true) },
    );
  };

  const pick = (file: File | undefined) => {
    setAvatarError(null);
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) return setAvatarError('The picture is too large. The limit is 5 MB.');
    upload.mutate(file, {
      onError: (err) => setAvatarError(fieldError(err, 'avatar') ?? bannerText(err, []) ?? 'Upload failed.'),
    });
    if (fileInput.current) fileInput.current.value = '';
  };

  const banner = bannerText(update.error, ['first_name', 'last_name']);
  return (
    <SettingsCard
      id="settings-profile"
      title="Profile"
      description={`Signed in as ${me.email} (@${me.username}).`}
    >
      <Stack direction="row" spacing={2.5} alignItems="center" sx={{ mb: 3 }}>
        <Avatar
          src={me.avatar ?? undefined}
          alt="Your profile picture"
          sx={{
            width: 72,
            height: 72,
            background: brandGradient,
            color: '#fff',
            fontSize: 26,
            fontWeight: 700,
          }}
        >
          {initialsOf(me)}
        </Avatar>
        <Box>
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            <Button
              variant="outlined"
              size="small"
              onClick={() => fileInput.current?.click()}
              disabled={upload.isPending}
            >
              {upload.isPending ? 'Uploading...' : me.avatar ? 'Change picture' : 'Upload picture'}
            </Button>
            {me.avatar && (
              <Button
                size="small"
                color="inherit"
                onClick={() => remove.mutate()}
                disabled={remove.isPending}
              >
                Remove
              </Button>
            )}
          </Stack>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.75 }}>
            PNG, JPEG, WebP or GIF, up to 5 MB.
          </Typography>
          <input
            ref={fileInput}
            type="file"
            accept={AVATAR_ACCEPT}
            hidden
            aria-label="Profile picture file"
            onChange={(e) => pick(e.target.files?.[0])}
          />
        </Box>
      </Stack>
      {avatarError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {avatarError}
        </Alert>
      )}
      <FormAlerts error={banner} success={saved && !update.isPending && 'Profile saved.'} />
      <Box component="form" noValidate onSubmit={submit} aria-label="Profile">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField label="First name" autoComplete="given-name" {...bind('first_name')} />
          <TextField label="Last name" autoComplete="family-name" {...bind('last_name')} />
        </Stack>
        <SubmitButton pending={update.isPending} busyLabel="Saving...">
          Save profile
        </SubmitButton>
      </Box>
    </SettingsCard>
  );
}
