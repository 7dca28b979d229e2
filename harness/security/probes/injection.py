"""SQL injection probes (CWE-89): every list filter, the path parameters and the login fields.

Three detectors, each a difference the server shows between inputs that a parameterised query treats
alike: boolean (an always-true and an always-false condition appended to a value that matches nothing:
rows for one, none for the other), error (an odd quote fails with 5xx where a doubled, balanced one
does not) and time (Postgres's pg_sleep, against this run's own baseline, slow on every repeat while
pg_sleep(0) stays fast). Numeric parameters: an arithmetic expression evaluated (limit=3-2 giving one
row) where every safe reading of it (parseInt, int(), a default, a 422) gives something else."""

from __future__ import annotations

from collections.abc import Callable

from harness.security.client import Reply, seg
from harness.security.context import ProbeContext

Sender = Callable[..., Reply]  # sender(value, timeout_s=None) -> Reply


def _value(ctx: ProbeContext) -> str:
    return f"zz{ctx.rand}"  # matches no tag, user, slug or email


def _boolean(ctx: ProbeContext, where: str, sender: Sender, pairs: list[tuple[str, str]], base: str,
             hit: Callable[[Reply], bool], miss: Callable[[Reply], bool]) -> bool:  # fmt: skip
    """Flags (records a failed finding) when a true condition hits and the false one misses."""
    for true_form, false_form in pairs:
        true_reply = sender(true_form.format(z=base, v=base))
        if not hit(true_reply):
            continue
        false_reply = sender(false_form.format(z=base, v=base))
        if miss(false_reply):
            ctx.check(f"{where}: boolean condition", False, true_reply,
                      f"{true_reply.status} for {true_form.format(z=base, v=base)!r} but {false_reply.status} "
                      f"for {false_form.format(z=base, v=base)!r}")  # fmt: skip
            return True
    return False


def _quotes(ctx: ProbeContext, where: str, sender: Sender, base: str) -> bool:
    odd = sender(base + "'")
    if odd.status is None or odd.status < 500:
        return False
    even = sender(base + "''")
    if even.answered and even.status < 500:
        ctx.check(f"{where}: unbalanced quote", False, odd,
                  f"{odd.status} for a trailing ' but {even.status} for a doubled ''")  # fmt: skip
        return True
    return False


def _sleeps(ctx: ProbeContext, where: str, sender: Sender, templates: list[str], base: str, baseline_s: float,
            n: int = 1) -> bool:  # fmt: skip
    """Time-based: slow by sleep × margin beyond the slowest baseline answer, on every repeat, while the
    same payload with pg_sleep(0) stays fast. Bounded: one request per template on a fast server."""
    settings = ctx.profile.sqli
    sleep, margin = settings.sleep_s, settings.slow_margin * settings.sleep_s
    threshold = baseline_s + margin
    limit = sleep + baseline_s + 3.0
    for template in templates:
        payload = template.format(z=base, v=base, s=f"{sleep:g}", n=n)
        first = sender(payload, timeout_s=limit)
        if first.elapsed_s < threshold:
            continue
        slow = [first.elapsed_s] + [sender(payload, timeout_s=limit).elapsed_s for _ in range(settings.repeats)]
        control = sender(template.format(z=base, v=base, s="0", n=n), timeout_s=limit).elapsed_s
        timings = f"{', '.join(f'{t:.2f}' for t in slow)} s with pg_sleep({sleep:g}), {control:.2f} s with pg_sleep(0), baseline {baseline_s:.2f} s"  # fmt: skip
        if min(slow) >= threshold and control < min(slow) - margin:
            ctx.check(f"{where}: time delay", False, first, f"{payload!r}: {timings}")
            return True
        ctx.note(f"{where}: slow once, not confirmed ({timings})")
    return False


def _baseline(replies: list[Reply]) -> float:
    answered = [r.elapsed_s for r in replies if r.answered]
    return max(answered) if answered else 1.0


def query(ctx: ProbeContext) -> None:
    world = ctx.need_world()
    client, settings, base = ctx.client, ctx.profile.sqli, _value(ctx)
    for param in ("tag", "author", "favorited"):
        start = len(client.replies)

        def sender(value: str, timeout_s: float | None = None, param: str = param) -> Reply:
            return client.send("GET", "/articles", params={param: value}, timeout_s=timeout_s)

        known = {"tag": world.tag, "author": world.owner.username, "favorited": world.attacker.username}[param]
        reference = sender(known)
        if not reference.count():
            ctx.note(f"?{param}={known} found no rows ({reference.status}): the boolean check cannot show a leak")
        flagged = _boolean(ctx, f"?{param}", sender, settings.boolean_pairs, base,
                           hit=lambda r: bool(r.count()), miss=lambda r: r.count() == 0)  # fmt: skip
        flagged = flagged or _quotes(ctx, f"?{param}", sender, base)
        baseline = _baseline(client.replies[start:])
        if not flagged and not _sleeps(ctx, f"?{param}", sender, settings.sleep_payloads, base, baseline):
            ctx.check(f"?{param}: no injection seen", True, reference, "boolean, quote and time checks alike")
    _numeric(ctx, world.tag)


def _numeric(ctx: ProbeContext, tag: str) -> None:
    """limit and offset: an expression must never be evaluated. The tag holds exactly three articles."""
    client = ctx.client
    start = len(client.replies)

    def page(timeout_s: float | None = None, **params: str) -> Reply:
        return client.send("GET", "/articles", params={"tag": tag, **params}, timeout_s=timeout_s)

    whole = page(limit="3")
    if whole.count() != 3:
        ctx.note(f"?limit and ?offset not tested: the probe's tag listed {whole.count()} articles ({whole.status}), "
                 "the expression checks need its three")  # fmt: skip
        return
    for param, expressions, fixed in (("limit", ("3-2", "(SELECT 1)"), {}), ("offset", ("1+1", "(SELECT 2)"), {"limit": "3"})):
        flagged = False
        for expression in expressions:
            reply = page(**fixed, **{param: expression})
            if reply.count() == 1:  # evaluated; parseInt, int(), a default or a 422 give 3, 2 or none
                flagged = not ctx.check(f"?{param}: expression evaluated", False, reply,
                                        f"{param}={expression} returned 1 of the 3 articles")  # fmt: skip
                break
        baseline = _baseline(client.replies[start:])

        def sender(value: str, timeout_s: float | None = None, param: str = param, fixed: dict = fixed) -> Reply:
            return page(timeout_s=timeout_s, **fixed, **{param: value})

        n = 1 if param == "limit" else 0
        if not flagged and not _sleeps(ctx, f"?{param}", sender, ctx.profile.sqli.numeric_sleep_payloads, "", baseline, n):
            ctx.check(f"?{param}: no injection seen", True, whole, "expression and time checks alike")


def path(ctx: ProbeContext) -> None:
    world = ctx.need_world()
    client, settings, base = ctx.client, ctx.profile.sqli, _value(ctx)
    points = [("/articles/{}", world.tagged[0]), ("/articles/{}/comments", world.tagged[0]),
              ("/profiles/{}", world.owner.username)]  # fmt: skip
    for template, real in points:
        start = len(client.replies)

        def sender(value: str, timeout_s: float | None = None, template: str = template) -> Reply:
            return client.send("GET", template.format(seg(value)), timeout_s=timeout_s)

        where = template.format("{" + ("username" if "profiles" in template else "slug") + "}")
        reference = sender(real)
        flagged = _boolean(ctx, where, sender, settings.boolean_pairs, base, hit=lambda r: r.ok,
                           miss=lambda r: r.answered and not r.ok)  # fmt: skip
        flagged = flagged or _quotes(ctx, where, sender, real)
        baseline = _baseline(client.replies[start:])
        if not flagged and not _sleeps(ctx, where, sender, settings.sleep_payloads, base, baseline):
            ctx.check(f"{where}: no injection seen", True, reference, "boolean, quote and time checks alike")


def login(ctx: ProbeContext) -> None:
    world = ctx.need_world()
    client, settings, owner = ctx.client, ctx.profile.sqli, world.owner
    start = len(client.replies)

    def as_email(value: str, timeout_s: float | None = None, password: str = owner.password) -> Reply:
        return client.send("POST", "/users/login", json={"user": {"email": value, "password": password}},
                           timeout_s=timeout_s)  # fmt: skip

    def as_password(value: str, timeout_s: float | None = None) -> Reply:
        return client.send("POST", "/users/login", json={"user": {"email": owner.email, "password": value}},
                           timeout_s=timeout_s)  # fmt: skip

    def logged_in(reply: Reply) -> bool:
        return reply.ok and bool(reply.get("user", "token"))

    reference = as_email(owner.email)
    if not logged_in(reference):
        ctx.note(f"logging in with the real email and password fails ({reference.status}): the boolean check "
                 "cannot show a leak")  # fmt: skip
    flagged = _boolean(ctx, "login email", as_email, settings.login_pairs, owner.email, hit=logged_in,
                       miss=lambda r: r.answered and not logged_in(r))  # fmt: skip
    wrong = f"wrong-{ctx.rand}"
    for field_name, forms in settings.login_bypasses.items():
        for form in forms:
            value = form.format(v=owner.email)
            reply = as_email(value, password=wrong) if field_name == "email" else as_password(value)
            if logged_in(reply):
                flagged = not ctx.check(f"login {field_name}: logged in with a wrong password", False, reply,
                                        f"{field_name} {value!r} logged in as {reply.get('user', 'username')!r}")  # fmt: skip
    flagged = _quotes(ctx, "login email", as_email, owner.email) or flagged
    flagged = _quotes(ctx, "login password", as_password, owner.password) or flagged
    baseline = _baseline(client.replies[start:])
    if not flagged and not _sleeps(ctx, "login email", as_email, settings.sleep_payloads, owner.email, baseline):
        ctx.check("login: no injection seen", True, reference, "boolean, bypass, quote and time checks alike")
