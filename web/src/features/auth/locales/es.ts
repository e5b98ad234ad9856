import type { Strings } from '@/lib/i18n/locales/strings';
import type en from './en';

// Spanish for en.ts.
const es: Strings<typeof en> = {
  auth: {
    signIn: {
      title: 'Iniciar sesión',
      subtitle: 'Hola de nuevo. Inicia sesión con tu correo electrónico y contraseña.',
      submit: 'Iniciar sesión',
      forgot: '¿Olvidaste tu contraseña?',
      noAccount: '¿Eres nuevo en el programa?',
      register: 'Crear una cuenta',
    },
    register: {
      title: 'Crea tu cuenta',
      subtitle: 'Únete a Fatherhood Matters para seguir tus talleres, grupos y logros.',
      submit: 'Crear cuenta',
      haveAccount: '¿Ya tienes una cuenta?',
      signIn: 'Iniciar sesión',
      closed: 'El registro está cerrado. Pide una cuenta al personal del programa.',
    },
    forgot: {
      title: '¿Olvidaste tu contraseña?',
      subtitle: 'Escribe tu correo electrónico y te enviaremos un enlace para elegir una contraseña nueva.',
      submit: 'Enviar enlace',
      sent: '¡Te enviamos el correo para restablecer la contraseña!',
      failed: 'No se pudo enviar el correo para restablecer la contraseña',
      backToSignIn: 'Volver a iniciar sesión',
    },
    reset: {
      title: 'Elige una contraseña nueva',
      subtitle: 'Escribe tu nueva contraseña dos veces.',
      submit: 'Guardar contraseña',
      done: 'Tu contraseña ha cambiado. Ya puedes iniciar sesión.',
      signIn: 'Ir a iniciar sesión',
    },
  },
};

export default es;
