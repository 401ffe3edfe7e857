import { passwordResetCodeMail, signUpCodeMail } from './identity-mail';
import { mailLocaleOf } from './mail-locale';

describe('the language of an e-mail', () => {
  it("is the recipient's choice, else the tenant's language, else English", () => {
    expect(mailLocaleOf('es', 'en')).toBe('es');
    expect(mailLocaleOf('es-MX', 'en')).toBe('es');
    expect(mailLocaleOf(null, 'es')).toBe('es');
    expect(mailLocaleOf('de', 'es')).toBe('es');
    expect(mailLocaleOf('de', 'fr')).toBe('en');
    expect(mailLocaleOf(undefined, undefined)).toBe('en');
  });

  it('writes the code e-mails in English and Spanish', () => {
    const context = { tenantId: 't', siteTitle: 'Acme', to: 'buyer@demo.test', code: '123456' };

    expect(signUpCodeMail(context)).toMatchObject({
      subject: 'Acme: your verification code',
      text: 'Please confirm your e-mail address to finish creating your account.\n\nYour code is 123456\n\nIt is valid for 24 hours. If you did not ask for it, ignore this e-mail.\n\nAcme',
    });
    expect(passwordResetCodeMail({ ...context, locale: 'es' })).toMatchObject({
      subject: 'Acme: tu código para restablecer la contraseña',
      text: 'Alguien pidió restablecer la contraseña de tu cuenta.\n\nTu código es 123456\n\nEs válido durante 1 hora. Si no lo pediste, ignora este correo.\n\nAcme',
    });
  });
});
