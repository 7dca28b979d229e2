"""What the probes work on, made through the API itself at the start of a run: three users (an owner,
an attacker, a bystander) with fresh random names and passwords, three articles of the owner under a
tag of their own, and one favourite. A probe that changes state makes its own objects, so that what one
probe does to a vulnerable server never decides another probe's verdict."""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any

from harness.security import tokens
from harness.security.client import ProbeClient, Reply, seg


@dataclass
class Account:
    username: str
    email: str
    password: str
    token: str = ""

    @property
    def jwt(self) -> tokens.Jwt | None:
        return tokens.parse(self.token)


def new_account(role: str, rand: str) -> Account:
    # Passwords fresh per run and per user: finding one in a response or a table can mean only one thing.
    return Account(f"sec{role}{rand}", f"sec{role}{rand}@probe.example", f"Pw-{secrets.token_hex(8)}-{role}")


def register(client: ProbeClient, account: Account, extra: dict[str, Any] | None = None) -> Reply:
    """POST /users; on success the account carries its token."""
    user = {"username": account.username, "email": account.email, "password": account.password, **(extra or {})}
    reply = client.send("POST", "/users", json={"user": user})
    token = reply.get("user", "token")
    if reply.ok and isinstance(token, str) and token:
        account.token = token
    return reply


def create_article(client: ProbeClient, author: Account, title: str, body: str, tags: list[str] | None = None,
                   extra: dict[str, Any] | None = None) -> tuple[str | None, Reply]:  # fmt: skip
    article = {"title": title, "description": f"about {title}", "body": body, "tagList": tags or [], **(extra or {})}
    reply = client.send("POST", "/articles", json={"article": article}, token=author.token)
    slug = reply.get("article", "slug")
    return (slug if reply.ok and isinstance(slug, str) and slug else None), reply


@dataclass
class World:
    rand: str
    owner: Account
    attacker: Account
    bystander: Account
    tag: str
    tagged: list[str] = field(default_factory=list)  # the owner's articles under `tag`, none favourited but [0]
    accounts: list[Account] = field(default_factory=list)  # every account the probes made (their passwords)

    def account(self, role: str) -> Account:
        """A further account for one probe, registered by the caller."""
        made = new_account(role, self.rand)
        self.accounts.append(made)
        return made


class WorldUnavailable(Exception):
    """The probes' users or articles could not be made: the probes that need them are skipped."""


def build(client: ProbeClient, rand: str) -> World:
    owner, attacker, bystander = (new_account(role, rand) for role in ("own", "atk", "bys"))
    world = World(rand, owner, attacker, bystander, tag=f"sectag{rand}", accounts=[owner, attacker, bystander])
    for account in (owner, attacker, bystander):
        reply = register(client, account)
        if not account.token:
            raise WorldUnavailable(f"registering a user failed: {reply.label} answered {reply.status or reply.error}")
    for index in range(3):
        slug, reply = create_article(client, owner, f"sec {rand} tagged {index}", f"body {index} {rand}", [world.tag])
        if slug is None:
            raise WorldUnavailable(f"creating an article failed: {reply.label} answered {reply.status or reply.error}")
        world.tagged.append(slug)
    # One favourite, so that the favorited filter has rows to leak under injection.
    favourite = client.send("POST", f"/articles/{seg(world.tagged[0])}/favorite", token=attacker.token)
    if not favourite.ok:
        raise WorldUnavailable(f"favouriting failed: {favourite.label} answered {favourite.status or favourite.error}")
    return world
