/**
 * The pure rules of a token request (RFC 6749 client credentials), in the order they are checked.
 */
import { describe, expect, it } from 'vitest';
import {
  basicCredentials,
  checkTokenRequest,
  OAuthError,
  type TokenRequestBody,
} from '../../src/domain/auth/token-grant.js';
import { TOKEN_SCOPE } from '../../src/domain/auth/tokens.js';

const AUDIENCE = 'partner-api-test';
const good: TokenRequestBody = {
  grant_type: 'client_credentials',
  client_id: 'agency',
  client_secret: 'secret',
  audience: AUDIENCE,
};
const basic = (text: string) => `Basic ${Buffer.from(text, 'utf8').toString('base64')}`;

function refusal(run: () => unknown): [number, string, string] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(OAuthError);
    const e = error as OAuthError;
    return [e.status, e.error, e.description];
  }
  throw new Error('expected an OAuthError');
}

describe('basicCredentials', () => {
  it('decodes form-encoded client id and secret, and ignores other schemes', () => {
    expect(basicCredentials(basic('my%20agency:s%3Acret+x'))).toEqual({
      clientId: 'my agency',
      clientSecret: 's:cret x',
    });
    expect(basicCredentials('Bearer abc')).toBeUndefined();
    expect(basicCredentials(undefined)).toBeUndefined();
  });

  it('refuses credentials without a colon or with broken percent-encoding', () => {
    expect(refusal(() => basicCredentials(basic('nocolon')))[1]).toBe('invalid_request');
    expect(refusal(() => basicCredentials(basic('a:%zz')))[2]).toBe('The Basic credentials are not correctly encoded.');
  });
});

describe('checkTokenRequest', () => {
  it('answers the credentials from the body or from HTTP Basic', () => {
    expect(checkTokenRequest(good, undefined, AUDIENCE)).toEqual({
      clientId: 'agency',
      clientSecret: 'secret',
      viaBasic: false,
    });
    const { client_id: _id, client_secret: _secret, ...rest } = good;
    expect(checkTokenRequest({ ...rest, scope: ` ${TOKEN_SCOPE} ` }, basic('a:b'), AUDIENCE)).toEqual({
      clientId: 'a',
      clientSecret: 'b',
      viaBasic: true,
    });
  });

  it("takes no audience (or an empty one) as this environment's", () => {
    for (const audience of [undefined, '']) {
      expect(checkTokenRequest({ ...good, audience }, undefined, AUDIENCE)).toEqual({
        clientId: 'agency',
        clientSecret: 'secret',
        viaBasic: false,
      });
    }
  });

  it('refuses each broken rule with its RFC 6749 error', () => {
    const cases: [TokenRequestBody, string | undefined, [number, string, string]][] = [
      [{ ...good, grant_type: undefined }, undefined, [400, 'invalid_request', 'grant_type is required.']],
      [
        { ...good, grant_type: 'password' },
        undefined,
        [400, 'unsupported_grant_type', 'Only grant_type=client_credentials is supported.'],
      ],
      [
        good,
        basic('a:b'),
        [400, 'invalid_request', 'Send the client credentials either as HTTP Basic or in the body, not both.'],
      ],
      [{ ...good, client_id: '' }, undefined, [400, 'invalid_request', 'client_id is required.']],
      [{ ...good, client_secret: undefined }, undefined, [400, 'invalid_request', 'client_secret is required.']],
      [
        { ...good, client_id: 'x'.repeat(201) },
        undefined,
        [400, 'invalid_request', 'client_id or client_secret is too long.'],
      ],
      [
        { ...good, client_secret: 'x'.repeat(513) },
        undefined,
        [400, 'invalid_request', 'client_id or client_secret is too long.'],
      ],
      [
        { ...good, client_secret: 'a\u0000b' },
        undefined,
        [400, 'invalid_request', 'client_id and client_secret must not contain the NUL character.'],
      ],
      [
        { ...good, audience: 'other' },
        undefined,
        [400, 'invalid_target', 'The audience is not the audience of this environment.'],
      ],
      [
        { ...good, scope: `${TOKEN_SCOPE} admin` },
        undefined,
        [400, 'invalid_scope', `The only scope is "${TOKEN_SCOPE}".`],
      ],
    ];
    for (const [body, authorization, expected] of cases) {
      expect(refusal(() => checkTokenRequest(body, authorization, AUDIENCE))).toEqual(expected);
    }
  });

  it('checks the grant type before the credentials, and the credentials before the audience', () => {
    expect(refusal(() => checkTokenRequest({ grant_type: 'password' }, undefined, AUDIENCE))[1]).toBe(
      'unsupported_grant_type',
    );
    expect(
      refusal(() => checkTokenRequest({ ...good, client_id: undefined, audience: 'x' }, undefined, AUDIENCE))[2],
    ).toBe('client_id is required.');
  });
});
