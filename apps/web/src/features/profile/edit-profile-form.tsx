import { Trash2, Upload } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_ERROR_CODES, type TProfile } from '@pantau/contracts';
import { useSession } from '@/app/session';
import { ApiError } from '@/lib/api';
import { userFromProfile } from '@/lib/session-store';
import { Alert } from '@/ui/alert';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Dialog, DialogClose, DialogContent } from '@/ui/dialog';
import { errorIdOf, FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { toast } from '@/ui/toaster';
import {
  ACCEPTED_TYPES,
  checkAvatarFile,
  INVALID_TYPE_MESSAGE,
  LARGE_UPLOAD_BYTES,
  megabytes,
} from './avatar-file';
import { profileApi, profileKeys } from './profile-api';

type AvatarChange = { kind: 'keep' } | { kind: 'upload'; file: File; preview: string } | { kind: 'remove' };

function uploadFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === AUTH_ERROR_CODES.fileTooLarge || error.status === 413) return 'File size too large';
    if (error.code === AUTH_ERROR_CODES.invalidFile) return 'Invalid file type or format';
    if (error.status === 401) return 'Session expired. Please sign in again.';
  }
  return 'Failed to upload avatar. Please try again.';
}

/** Name and avatar; a new picture is previewed here and uploaded only on Save (spec §5). */
export function EditProfileForm({ profile, onDone }: { profile: TProfile; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  const [fullName, setFullName] = useState(profile.full_name);
  const [nameError, setNameError] = useState<string | undefined>();
  const [avatar, setAvatar] = useState<AvatarChange>({ kind: 'keep' });
  const [fileError, setFileError] = useState<string | null>(null);
  const [tooLargeOpen, setTooLargeOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      if (avatar.kind === 'upload') URL.revokeObjectURL(avatar.preview);
    },
    [avatar],
  );

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileError(null);
    try {
      const check = await checkAvatarFile(file);
      if (!check.ok && check.reason === 'size') {
        setTooLargeOpen(true);
        return;
      }
      if (!check.ok) {
        setFileError(INVALID_TYPE_MESSAGE);
        toast.error(INVALID_TYPE_MESSAGE);
        return;
      }
      setAvatar({ kind: 'upload', file, preview: URL.createObjectURL(file) });
    } catch {
      toast.error('Failed to process file. Please try again.');
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const name = fullName.trim();
    if (name.length < 2) {
      setNameError('Full name must be at least 2 characters');
      return;
    }
    setNameError(undefined);
    setSaving(true);
    try {
      if (avatar.kind === 'upload') {
        if (avatar.file.size > LARGE_UPLOAD_BYTES)
          toast.info(`Uploading ${megabytes(avatar.file.size)}MB file...`);
        try {
          await profileApi.uploadAvatar(avatar.file);
        } catch (error) {
          throw new Error(uploadFailure(error));
        }
      } else if (avatar.kind === 'remove') {
        try {
          await profileApi.deleteAvatar();
        } catch (error) {
          const noAvatar = error instanceof ApiError && error.code === AUTH_ERROR_CODES.noAvatar;
          throw new Error(
            noAvatar ? 'No avatar found to delete' : 'Failed to remove avatar. Please try again.',
          );
        }
      }
      let updated: TProfile;
      try {
        updated = await profileApi.updateProfile({ full_name: name });
      } catch (error) {
        const expired = error instanceof ApiError && error.status === 401;
        throw new Error(
          expired ? 'Session expired. Please sign in again.' : 'Failed to save profile. Please try again.',
        );
      }
      queryClient.setQueryData(profileKeys.me, updated);
      void queryClient.invalidateQueries({ queryKey: profileKeys.activity });
      updateUser(userFromProfile(updated));
      toast.success('Profile updated successfully!');
      onDone();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Failed to save profile. Please try again.');
      void queryClient.invalidateQueries({ queryKey: profileKeys.me });
      setSaving(false);
    }
  }

  const shownAvatar =
    avatar.kind === 'upload' ? avatar.preview : avatar.kind === 'remove' ? null : profile.avatar_url;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Edit Profile</CardTitle>
        <CardDescription>Your name and picture as other parts of Pantau show them.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={save} className="space-y-6">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <Avatar name={fullName || profile.full_name} src={shownAvatar} className="size-20 text-2xl" />
            <div className="space-y-2">
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={saving}>
                  <Upload className="size-4" aria-hidden="true" /> Choose Picture
                </Button>
                {shownAvatar ? (
                  <Button
                    variant="ghost"
                    className="text-down hover:bg-down/10"
                    disabled={saving}
                    onClick={() => setAvatar(profile.avatar_url ? { kind: 'remove' } : { kind: 'keep' })}
                  >
                    <Trash2 className="size-4" aria-hidden="true" /> Remove
                  </Button>
                ) : null}
              </div>
              <input
                ref={fileInput}
                type="file"
                accept={ACCEPTED_TYPES.join(',')}
                className="sr-only"
                aria-label="Avatar image"
                tabIndex={-1}
                onChange={pick}
              />
              <p className="text-xs text-muted">
                JPEG, PNG, GIF or WebP, at most 1 MB. Saved when you press Save.
              </p>
            </div>
          </div>
          {fileError ? <Alert tone="danger">{fileError}</Alert> : null}
          <FormField id="profile-name" label="Full Name" error={nameError}>
            <Input
              id="profile-name"
              autoComplete="name"
              value={fullName}
              maxLength={100}
              onChange={(event) => setFullName(event.target.value)}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? errorIdOf('profile-name') : undefined}
            />
          </FormField>
          <FormField id="profile-email" label="Email" hint="Your sign-in address cannot be changed here.">
            <Input
              id="profile-email"
              value={profile.email}
              readOnly
              disabled
              aria-describedby={errorIdOf('profile-email')}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onDone} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </CardContent>
      <Dialog open={tooLargeOpen} onOpenChange={setTooLargeOpen}>
        <DialogContent
          title="File Terlalu Besar"
          description="Ukuran file maksimal 1 MB. Silakan pilih gambar yang lebih kecil."
        >
          <div className="flex justify-end">
            <DialogClose asChild>
              <Button>OK</Button>
            </DialogClose>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
