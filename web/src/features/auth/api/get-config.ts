import { useEffect, useState } from 'react';
import { GET } from '@/lib/api/client';
import type { PublicConfig } from './types';

// Read once a page and kept: the sign-in screens ask without the query library (which comes
// with the signed-in shell), and registration opening or closing is rare.
let config: Promise<PublicConfig> | undefined;
let known: PublicConfig | undefined;

function readConfig(): Promise<PublicConfig> {
  config ??= GET('/api/config', { auth: false }).then(
    (answer) => (known = answer),
    (error: unknown) => {
      config = undefined; // asked again by the next screen that needs it
      throw error;
    },
  );
  return config;
}

/** Registration counts as open until the server says otherwise. */
export function useRegistrationOpen(): boolean {
  const [answer, setAnswer] = useState(known);
  useEffect(() => {
    let current = true;
    readConfig().then(
      (read) => current && setAnswer(read),
      () => undefined, // open, as far as this screen knows; the server refuses if it is not
    );
    return () => {
      current = false;
    };
  }, []);
  return answer?.registration !== 'closed';
}

/** Test helper: the next screen reads the configuration anew. */
export function forgetConfigForTests() {
  config = undefined;
  known = undefined;
}
