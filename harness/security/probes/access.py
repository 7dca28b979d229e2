"""Authorization (CWE-639/CWE-862) and mass assignment (CWE-915) probes. Each makes the objects it
works on, so what a vulnerable server lets one probe do never changes another probe's world."""

from __future__ import annotations

from typing import Any

from harness.security.client import Reply, seg
from harness.security.context import ProbeContext, Skip
from harness.security.world import create_article, register

FORGED_ID = 987654321
FORGED_DATE = "2001-01-01T00:00:00.000Z"


def _own_article(ctx: ProbeContext, label: str) -> str:
    world = ctx.need_world()
    slug, reply = create_article(ctx.client, world.owner, f"sec {world.rand} {label}", f"original {label} {world.rand}")
    if slug is None:
        raise Skip(f"creating the probe's article failed ({reply.status})")
    return slug


def article(ctx: ProbeContext) -> None:
    world = ctx.need_world()
    client, attacker = ctx.client, world.attacker
    slug = _own_article(ctx, "authz")
    path = f"/articles/{seg(slug)}"
    change = {"article": {"body": f"changed by another user {world.rand}"}}
    ctx.refused("another user: PUT", client.send("PUT", path, json=change, token=attacker.token))
    ctx.refused("no token: PUT", client.send("PUT", path, json=change, authorization=None))
    after = client.send("GET", path)
    ctx.check("the article's body is unchanged", after.get("article", "body") == f"original authz {world.rand}", after)
    ctx.refused("another user: DELETE", client.send("DELETE", path, token=attacker.token))
    ctx.refused("no token: DELETE", client.send("DELETE", path, authorization=None))
    ctx.check("the article still exists", client.send("GET", path).ok, client.replies[-1])


def comment(ctx: ProbeContext) -> None:
    world = ctx.need_world()
    client, attacker = ctx.client, world.attacker
    target = world.tagged[1]
    posted = client.send("POST", f"/articles/{seg(target)}/comments", json={"comment": {"body": f"sec comment {world.rand}"}},
                         token=world.owner.token)  # fmt: skip
    comment_id = posted.get("comment", "id")
    if not posted.ok or comment_id is None:
        raise Skip(f"commenting failed ({posted.status})")
    own_slug, reply = create_article(client, attacker, f"sec {world.rand} attacker", "the attacker's own article")
    if own_slug is None:
        raise Skip(f"creating the attacker's article failed ({reply.status})")
    cid = seg(str(comment_id))
    ctx.refused("another user: DELETE the comment",
                client.send("DELETE", f"/articles/{seg(target)}/comments/{cid}", token=attacker.token))  # fmt: skip
    ctx.refused("another user: DELETE the comment through an article of their own",
                client.send("DELETE", f"/articles/{seg(own_slug)}/comments/{cid}", token=attacker.token))  # fmt: skip
    ctx.refused("no token: DELETE the comment",
                client.send("DELETE", f"/articles/{seg(target)}/comments/{cid}", authorization=None))  # fmt: skip
    listed = client.send("GET", f"/articles/{seg(target)}/comments")
    ids = [c.get("id") for c in listed.get("comments") or [] if isinstance(c, dict)]
    ctx.check("the comment is still there", comment_id in ids, listed, f"{listed.status}, comment ids {ids[:10]}")


def favorite(ctx: ProbeContext) -> None:
    world = ctx.need_world()
    client, path = ctx.client, f"/articles/{seg(world.tagged[2])}"
    ctx.refused("no token: favourite", client.send("POST", f"{path}/favorite", authorization=None))
    plain = client.send("GET", path)
    ctx.check("nobody's favourite was recorded", plain.get("article", "favoritesCount") == 0, plain)
    done = client.send("POST", f"{path}/favorite", token=world.attacker.token)
    if not done.ok:
        raise Skip(f"favouriting failed ({done.status})")
    client.send("DELETE", f"{path}/favorite", token=world.bystander.token)  # someone who never favourited it
    ctx.refused("no token: unfavourite", client.send("DELETE", f"{path}/favorite", authorization=None))
    seen = client.send("GET", path, token=world.attacker.token)
    kept = seen.get("article", "favorited") is True and seen.get("article", "favoritesCount") == 1
    ctx.check("one user's favourite survives another user's unfavourite", kept, seen)


def follow(ctx: ProbeContext) -> None:
    world = ctx.need_world()
    client = ctx.client
    path = f"/profiles/{seg(world.bystander.username)}"
    ctx.refused("no token: follow", client.send("POST", f"{path}/follow", authorization=None))
    done = client.send("POST", f"{path}/follow", token=world.attacker.token)
    if not done.ok:
        raise Skip(f"following failed ({done.status})")
    client.send("DELETE", f"{path}/follow", token=world.owner.token)  # someone who never followed
    ctx.refused("no token: unfollow", client.send("DELETE", f"{path}/follow", authorization=None))
    seen = client.send("GET", path, token=world.attacker.token)
    ctx.check("one user's follow survives another user's unfollow", seen.get("profile", "following") is True, seen)


# --- mass assignment ----------------------------------------------------------------------------------------
_USER_EXTRAS: dict[str, Any] = {"id": FORGED_ID, "admin": True, "isAdmin": True, "is_admin": True, "role": "admin",
                                "createdAt": FORGED_DATE}  # fmt: skip


def _privileges(user: Any, forged_token: str | None = None) -> list[str]:
    """What of the forged fields shows in a user object."""
    if not isinstance(user, dict):
        return []
    shown = [key for key in ("admin", "isAdmin", "is_admin") if user.get(key) is True]
    if user.get("role") == "admin":
        shown.append("role")
    if user.get("id") in (FORGED_ID, str(FORGED_ID), FORGED_ID + 1, str(FORGED_ID + 1)):
        shown.append("id")
    if str(user.get("createdAt", "")).startswith("2001-01-01"):
        shown.append("createdAt")
    if forged_token and user.get("token") == forged_token:
        shown.append("token")
    return shown


def _no_privileges(ctx: ProbeContext, check: str, reply: Reply, forged_token: str | None = None) -> None:
    shown = _privileges(reply.get("user"), forged_token)
    ctx.check(check, not shown, reply, f"took effect: {', '.join(shown)}" if shown else "")


def user(ctx: ProbeContext) -> None:
    world = ctx.need_world()
    client = ctx.client
    account = world.account("mas")
    forged_token = f"forged-{world.rand}"
    reply = register(client, account, {**_USER_EXTRAS, "token": forged_token})
    if reply.ok:
        _no_privileges(ctx, "registration ignores id, admin, role, createdAt, token", reply, forged_token)
    else:
        ctx.check("registration with extra fields refused", True, reply)
        if not register(client, account).ok:
            raise Skip("registering the probe's user failed")
    if not account.token:
        raise Skip("the registration gave no usable token")
    _no_privileges(ctx, "the current user shows none of them", client.send("GET", "/user", token=account.token))
    changes = {"bio": f"mass {world.rand}", **_USER_EXTRAS, "id": FORGED_ID + 1}
    updated = client.send("PUT", "/user", json={"user": changes}, token=account.token)
    _no_privileges(ctx, "update ignores id, admin, role, createdAt", updated)
    current = client.send("GET", "/user", token=account.token)
    renewed = updated.get("user", "token")
    if current.get("user", "email") != account.email and isinstance(renewed, str) and renewed != account.token:
        current = client.send("GET", "/user", token=renewed)  # a server may renew tokens on an update
    ctx.check("the account still answers to its token after the update", current.get("user", "email") == account.email,
              current)  # fmt: skip
    _no_privileges(ctx, "the current user shows none of them after the update", current)
    taken = client.send("PUT", "/user", json={"user": {"username": world.owner.username}}, token=account.token)
    mine = client.send("GET", "/user", token=account.token)
    ctx.check("another user's username cannot be taken over",
              mine.get("user", "username") != world.owner.username, taken,
              f"PUT answered {taken.status}; the user is now named {mine.get('user', 'username')!r}")  # fmt: skip
    theirs = client.send("GET", f"/profiles/{seg(world.owner.username)}")
    ctx.check("the other user's profile is still theirs", theirs.get("profile", "bio") != f"mass {world.rand}", theirs)


_ARTICLE_EXTRAS = {"createdAt": FORGED_DATE, "updatedAt": FORGED_DATE, "favoritesCount": 999, "favorited": True}


def _article_forgeries(item: Any, author: str) -> list[str]:
    if not isinstance(item, dict):
        return []
    shown = [k for k in ("createdAt", "updatedAt") if str(item.get(k, "")).startswith("2001-01-01")]
    if item.get("favoritesCount") == 999:
        shown.append("favoritesCount")
    if item.get("favorited") is True:
        shown.append("favorited")
    if isinstance(item.get("author"), dict) and item["author"].get("username") != author:
        shown.append(f"author ({item['author'].get('username')!r})")
    return shown


def _article_clean(ctx: ProbeContext, check: str, reply: Reply, author: str) -> None:
    shown = _article_forgeries(reply.get("article"), author)
    ctx.check(check, not shown, reply, f"took effect: {', '.join(shown)}" if shown else "")


def article_fields(ctx: ProbeContext) -> None:
    world = ctx.need_world()
    client, owner = ctx.client, world.owner
    extras = {**_ARTICLE_EXTRAS, "author": {"username": world.bystander.username}}
    slug, reply = create_article(client, owner, f"sec {world.rand} mass", "mass assignment", [], extras)
    if slug is None:
        ctx.check("creation with extra fields refused", not reply.ok, reply)
        slug, reply = create_article(client, owner, f"sec {world.rand} mass", "mass assignment")
        if slug is None:
            raise Skip(f"creating the probe's article failed ({reply.status})")
    else:
        _article_clean(ctx, "creation ignores createdAt, favoritesCount, favorited, author", reply, owner.username)
    path = f"/articles/{seg(slug)}"
    _article_clean(ctx, "the stored article shows none of them", client.send("GET", path), owner.username)
    update = client.send("PUT", path, json={"article": {"body": "changed", **extras}}, token=owner.token)
    _article_clean(ctx, "update ignores createdAt, favoritesCount, favorited, author", update, owner.username)
    _article_clean(ctx, "the updated article shows none of them", client.send("GET", path), owner.username)
