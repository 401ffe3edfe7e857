import { SignatureField } from './signature-field';
import { TextField } from './form-controls';

/** Who signs: first and last name, title and the signature (spec 03 §5: all required). */
export function SignerFields() {
  return (
    <>
      <TextField name="userData.firstName" label="First name" maxLength={100} autoComplete="given-name" />
      <TextField name="userData.lastName" label="Last name" maxLength={100} autoComplete="family-name" />
      <TextField name="userData.title" label="Title" maxLength={100} autoComplete="organization-title" />
      <SignatureField name="userData.signature" />
    </>
  );
}
