// What the registration operations need beyond the request context: the captcha, the postal data and the
// development mailbox switch (links in e-mails start with the configuration's publicUrl). One set per API instance (keyed by its configuration object,
// which every request context of that instance shares); tests replace parts with `setRegistrationDeps`.
import type { ApiConfig } from '../../config.js';
import { captchaOptionsFromEnv, createCaptchaService } from './captcha.js';
import type { CaptchaService } from './captcha.js';
import { defaultPostalData } from './postal-data.js';
import type { PostalDataSource } from './postal-data.js';

interface RegistrationDeps {
  captcha: CaptchaService;
  postal: PostalDataSource;
  /** the development mailbox and its helpers are served */
  devMailbox: boolean;
}

const byConfig = new WeakMap<ApiConfig, RegistrationDeps>();

export function registrationDeps(config: ApiConfig, env: NodeJS.ProcessEnv = process.env): RegistrationDeps {
  let deps = byConfig.get(config);
  if (!deps) {
    deps = {
      captcha: createCaptchaService(captchaOptionsFromEnv(env)),
      postal: defaultPostalData(),
      devMailbox: config.environment !== 'production',
    };
    byConfig.set(config, deps);
  }
  return deps;
}

export function setRegistrationDeps(config: ApiConfig, deps: Partial<RegistrationDeps>): RegistrationDeps {
  const merged = { ...registrationDeps(config), ...deps };
  byConfig.set(config, merged);
  return merged;
}
