"""Authentication probes (CWE-798, CWE-613, CWE-287, CWE-345, CWE-306): the token's key, its lifetime,
forged tokens, missing and garbled headers, and tokens whose user is gone."""

from __future__ import annotations

import secrets
import time

from harness.security import tokens
from harness.security.context import ProbeContext, Skip
from harness.security.world import register

MAX_LIFETIME_DAYS = 366
_DAY = 86_400


def weak_secret(ctx: ProbeContext) -> None:
    """Offline: does the owner's token verify under a well-known HMAC key? No request is sent."""
    jwt = ctx.need_world().owner.jwt
    if jwt is None:
        raise Skip("the token is not a JWT: there is no key to guess")
    if not jwt.hmac_signed:
        ctx.check(f"signed with {jwt.alg or 'no algorithm'}", jwt.alg not in ("", "none", "None", "NONE"),
                  detail=f"alg {jwt.alg!r}: no shared secret to guess")  # fmt: skip
        return
    for secret in ctx.profile.weak_jwt_secrets:
        if jwt.verifies_with(secret.encode()):
            ctx.known_key = secret.encode()
            ctx.check("HMAC key is a well-known secret", False, detail=f"the token verifies with {secret!r}")
            return
    ctx.check("HMAC key is a well-known secret", True,
              detail=f"none of {len(ctx.profile.weak_jwt_secrets)} well-known secrets signs the token")  # fmt: skip


def token_lifetime(ctx: ProbeContext) -> None:
    world = ctx.need_world()
    jwt = world.owner.jwt
    if jwt is None:
        raise Skip("the token is not a JWT: its lifetime cannot be read")
    exp, now = jwt.payload.get("exp"), time.time()
    if not isinstance(exp, (int, float)):
        ctx.check("token carries exp", False, detail="no exp claim: the token never expires")
        return
    days = (exp - now) / _DAY
    ctx.check("token expires within a year", 0 < days <= MAX_LIFETIME_DAYS, detail=f"expires in {days:.1f} days")
    if ctx.known_key is None:
        ctx.note("an expired token was not sent: it needs the signing key, which is not a well-known one")
        return
    expired = {**jwt.payload, "iat": int(now) - 2 * 3600, "exp": int(now) - 3600}
    forged = tokens.sign(expired, ctx.known_key, jwt.alg)
    ctx.refused("expired token (signed with the found key)", ctx.client.send("GET", "/user", token=forged))


def forged_token(ctx: ProbeContext) -> None:
    world = ctx.need_world()
    owner, attacker = world.owner, world.attacker
    jwt, other = owner.jwt, attacker.jwt
    forged: list[tuple[str, str]] = []
    if jwt is not None:
        forged += [(f"alg {alg}", tokens.unsigned(jwt.payload, alg)) for alg in ("none", "None", "NONE")]
        forged.append(("signed with a wrong key", tokens.sign(jwt.payload, secrets.token_bytes(32), "HS256")))
        if other is not None:
            forged.append(("another user's claims under this signature", tokens.swap_payload(jwt, other.segments[1])))
    else:  # an opaque token: altered copies must not authenticate
        token = owner.token
        flipped = token[:-1] + ("A" if token[-1] != "A" else "B")
        forged += [("last character changed", flipped), ("first character changed", ("A" if token[0] != "A" else "B") + token[1:])]
    for name, token in forged:
        reply = ctx.client.send("GET", "/user", token=token)
        ctx.refused(f"{name}: GET /user", reply)
    ctx.refused("alg none: GET /articles/feed", ctx.client.send("GET", "/articles/feed", token=forged[0][1]))


def header_forms(ctx: ProbeContext) -> None:
    world = ctx.need_world()
    token = world.owner.token
    garbled = [None, "Token", "Token null", "Token undefined", "Bearer", "Bearer null", f"Token {token[:-2]}",
               f"Token {token}x", "Token x.y.z", "Token e30.e30.", "Basic dXNlcjpwYXNzd29yZA=="]  # fmt: skip
    for header in garbled:
        shown = "no Authorization header" if header is None else f"Authorization: {header[:40]}"
        ctx.refused(f"{shown}: GET /user", ctx.client.send("GET", "/user", authorization=header))
    article = {"article": {"title": f"anonymous {world.rand}", "description": "d", "body": "b", "tagList": []}}
    ctx.refused("no token: PUT /user", ctx.client.send("PUT", "/user", json={"user": {"bio": "anonymous"}}, authorization=None))
    ctx.refused("no token: POST /articles", ctx.client.send("POST", "/articles", json=article, authorization=None))
    ctx.refused("no token: GET /articles/feed", ctx.client.send("GET", "/articles/feed", authorization=None))


def stale_identity(ctx: ProbeContext) -> None:
    """A token issued to a user who renamed away; then someone registers the old name."""
    world = ctx.need_world()
    client = ctx.client
    first = world.account("ren")
    if not register(client, first).ok or not first.token:
        raise Skip("registering the probe's user failed")
    old_name, new_name = first.username, f"secnew{world.rand}"
    renamed = client.send("PUT", "/user", json={"user": {"username": new_name}}, token=first.token)
    if not renamed.ok:
        raise Skip(f"renaming a user is refused here ({renamed.status}): the stale-token case cannot be made")
    after = client.send("GET", "/user", token=first.token)
    ctx.check("token after the rename: the same account, or refused",
              not after.ok or after.get("user", "email") == first.email, after)
    taker = world.account("tak")
    taker.username = old_name
    if not register(client, taker).ok:
        raise Skip("registering a user under the freed name failed")
    reply = client.send("GET", "/user", token=first.token)
    impersonated = reply.ok and reply.get("user", "email") == taker.email
    ctx.check("old token never authenticates as the user who took the old name", not impersonated, reply)
    if ctx.known_key is not None and (jwt := first.jwt) is not None:
        ghost = {**jwt.payload, "sub": "987654321", "username": f"ghost{world.rand}", "id": 987654321,
                 "iat": int(time.time()), "exp": int(time.time()) + 3600}  # fmt: skip
        ctx.refused("token for an unknown user (signed with the found key)",
                    client.send("GET", "/user", token=tokens.sign(ghost, ctx.known_key, jwt.alg)))  # fmt: skip
