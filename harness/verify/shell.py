"""run.sh (and package.json scripts) read as simple commands, the way the shell would run them:
variables expanded where the script sets them, `$(dirname "$0")` read as the script's directory,
`cd`/`pushd` followed, `sh -c '…'` opened, and wrappers peeled off (exec, env, nohup, `uv run`,
`poetry run`, `npx`, `cross-env`, `dotenv -e`, …) so that what is left is the program that starts
the server and its arguments."""

from __future__ import annotations

import fnmatch
import posixpath
import re
import shlex
from dataclasses import dataclass, field

from harness.verify.launcher_env import ENV_CMD_RC
from harness.verify.shell_tests import evaluate

SEPARATORS = {";", "&&", "||", "|", "&", "(", ")", ";;", "|&"}
REDIRECTIONS = {">", ">>", "<", "<<", "<<<", ">&", "&>", "2>", "2>>"}
KEYWORDS = {"then", "do", "else", "elif", "if", "while", "until", "!", "{", "}", "fi", "done", "esac"}
IGNORED = {"set", "trap", "wait", "echo", "printf", "true", "false", ":", "sleep", "[", "[[", "test", "mkdir",
           "rm", "cp", "mv", "chmod", "touch", "cat", "unset", "shift", "ulimit", "umask", "return", "exit"}  # fmt: skip
SELF_DIR = [
    r'\$\(\s*cd\s+"?\$\(\s*dirname\s+"?\$\{?(0|BASH_SOURCE(\[0\])?)\}?"?\s*\)"?\s*(&&|;)\s*pwd(\s+-P)?\s*\)',
    r'\$\(\s*dirname\s+"?\$\(\s*(readlink|realpath)(\s+-f)?\s+"?\$\{?(0|BASH_SOURCE(\[0\])?)\}?"?\s*\)"?\s*\)',
    r'\$\(\s*dirname\s+"?\$\{?(0|BASH_SOURCE(\[0\])?)\}?"?\s*\)',
    r"`\s*dirname\s+\$0\s*`",
    r"\$\{0%/\*\}",
    r"\$\(\s*pwd\s*\)",
    r"\$\{?PWD\}?\b",
]
# wrappers: name -> (options that take a value, options that set the working directory, env-file options)
WRAPPERS: dict[str, tuple[set[str], set[str], set[str]]] = {
    "uv run": (
        {
            "--with",
            "--python",
            "-p",
            "--group",
            "--extra",
            "--package",
            "--index-url",
            "--index",
            "--with-requirements",
            "--env-file",
        },
        {"--directory", "--project"},
        {"--env-file"},
    ),  # fmt: skip
    "uv tool run": ({"--with", "--python", "--from"}, set(), set()),
    "uvx": ({"--with", "--python", "--from"}, set(), set()),
    "poetry run": ({"-C", "--directory", "-P", "--project"}, {"-C", "--directory", "-P", "--project"}, set()),
    "pipenv run": (set(), set(), set()),
    "pdm run": ({"-p", "--project"}, {"-p", "--project"}, set()),
    "hatch run": (set(), set(), set()),
    "rye run": (set(), set(), set()),
    "conda run": ({"-n", "--name", "-p", "--prefix", "--cwd"}, {"--cwd"}, set()),
    "micromamba run": ({"-n", "--name", "-p", "--prefix", "--cwd"}, {"--cwd"}, set()),
    "npx": ({"-p", "--package", "-c", "--call"}, set(), set()),
    "pnpm exec": (set(), set(), set()),
    "pnpm dlx": (set(), set(), set()),
    "yarn exec": (set(), set(), set()),
    "yarn dlx": (set(), set(), set()),
    "bunx": (set(), set(), set()),
    "cross-env": (set(), set(), set()),
    "env-cmd": ({"-f", "--file", "-e", "--environments"}, set(), {"-f", "--file"}),
    "dotenv": ({"-e", "-c", "-v", "-f", "--file"}, set(), {"-e", "-f", "--file"}),  # dotenv-cli; python-dotenv's `-f … run`
    "dotenvx run": ({"-f", "--env-file", "--env"}, set(), {"-f", "--env-file"}),
    "tini": (set(), set(), set()),
    "dumb-init": (set(), set(), set()),
    "nice": ({"-n"}, set(), set()),
    "timeout": ({"-s", "--signal", "-k"}, set(), set()),
    "stdbuf": (set(), set(), set()),
}
SIMPLE_WRAPPERS = {"exec", "nohup", "time", "command", "builtin", "setsid", "sudo", "chpst"}


@dataclass
class Command:
    """One simple command of a script, after wrappers: `program args…` run in `cwd`."""

    line: int  # line in the script (1-based)
    text: str  # the command as written
    program: str  # normalised: basename, python3.12 -> python
    args: list[str]
    cwd: str  # relative to the solution root ("" = the root)
    env: dict[str, str] = field(default_factory=dict)  # variables the script set for it
    env_files: list[str] = field(default_factory=list)  # env files a wrapper or `source` loads
    origin: str = "run.sh"
    outside_cwd: str = ""  # a directory outside the project the script changed into (`cd /tmp/run`)
    unset: list[str] = field(default_factory=list)  # variables removed before it runs (`unset DATABASE_URL`, `env -u X`)


# a directory outside the project (a system or volume root, the home directory; the evaluation's
# workspace, /workspace, is the project itself)
OUTSIDE_DIRECTORY = re.compile(
    r"^['\"]?(/(tmp|var|dev/shm|run|data|srv|opt|home|root|mnt|usr|app)(/|$)|~|\$\{?(HOME|TMPDIR|XDG_[A-Z]+_HOME)\b|\$\(\s*mktemp\b)"
)


def normalise_program(word: str) -> str:
    name = posixpath.basename(word)
    if re.match(r"^python(\d+(\.\d+)?)?$", name) or name in ("py", "pypy3", "pypy"):
        return "python"
    if re.match(r"^node(js)?\d*$", name):
        return "node"
    return name


def join_cwd(cwd: str, path: str) -> str:
    """A path relative to `cwd` as a root-relative path ("" = root); absolute paths stay unknown."""
    if path.startswith("/"):
        return posixpath.normpath(path)
    joined = posixpath.normpath(posixpath.join(cwd or ".", path))
    if joined == "." or joined.startswith(".."):
        return ""
    return joined


def _expand(token: str, variables: dict[str, str], shell_only: dict[str, str] | None = None) -> str:
    """Variables the script set, expanded; `${X:-default}` gives the default when X is unset, and
    `${X:=default}` also assigns it to a shell variable (`shell_only`): the server sees it only
    once exported (`: "${SQLITE_FILE:=$HOME/x.sqlite}"` then `export SQLITE_FILE`)."""
    shell_only = {} if shell_only is None else shell_only

    def replace(match: re.Match[str]) -> str:
        name = match.group(1) or match.group(4)
        operator, default = match.group(2), match.group(3)
        if name in variables or name in shell_only:
            return variables.get(name, shell_only.get(name, ""))
        if default is not None:
            if operator == "=":
                shell_only[name] = default
            return default
        return match.group(0)

    return re.sub(r"\$\{(\w+)(?::?([-=])([^}]*))?\}|\$(\w+)", replace, token)


def _trimmed(value: str, operator: str, pattern: str) -> str:
    """`${X%pat}`, `${X%%pat}`, `${X#pat}`, `${X##pat}`: the shortest or longest matching suffix or
    prefix removed (glob patterns)."""
    cuts = range(len(value) + 1)
    if operator.startswith("%"):
        ends = [i for i in cuts if fnmatch.fnmatchcase(value[i:], pattern)]
        return value[: (min(ends) if operator == "%%" else max(ends))] if ends else value
    starts = [i for i in cuts if fnmatch.fnmatchcase(value[:i], pattern)]
    return value[(max(starts) if operator == "##" else min(starts)) :] if starts else value


def _substituted(value: str, operator: str, pattern: str, replacement: str) -> str:
    """`${X/pat/rep}` (first match), `${X//pat/rep}` (every one), `${X/#pat/rep}` (at the start),
    `${X/%pat/rep}` (at the end); glob patterns, longest match."""
    glob = fnmatch.translate(pattern).removeprefix("(?s:").removesuffix(")\\Z")
    anchored = {"/#": f"^(?:{glob})", "/%": f"(?:{glob})$"}.get(operator, glob)
    return re.sub(anchored, lambda _: replacement, value, count=0 if operator == "//" else 1, flags=re.DOTALL)


def expand_known(value: str, variables: dict[str, str]) -> str:
    """`value` with the variables known in `variables` expanded, trimming and substitution
    operators included (`${DATABASE_URL%/*}/conduit_app`, `${DATABASE_URL/#postgresql:/postgresql+asyncpg:}`);
    unknown ones stay as written."""
    def replace(match: re.Match[str]) -> str:
        name = match.group(1) or match.group(7)
        if name not in variables:
            return match.group(0)
        if match.group(2):
            return _trimmed(variables[name], match.group(2), match.group(3))
        if match.group(4):
            pattern, replacement = (match.group(5).replace("\\/", "/"), (match.group(6) or "").replace("\\/", "/"))
            return _substituted(variables[name], match.group(4), pattern, replacement)
        return variables[name]

    return re.sub(r"\$\{(\w+)(?:(%%|%|##|#)([^}]*)|(//|/#|/%|/)((?:\\/|[^/}])*)(?:/([^}]*))?|:?-[^}]*)?\}|\$(\w+)", replace, value)


def _tokens(line: str) -> list[str]:
    lexer = shlex.shlex(line, posix=True, punctuation_chars=";&|()<>")
    lexer.whitespace_split = True
    lexer.commenters = "#"
    try:
        return list(lexer)
    except ValueError:
        return line.split()


def _simple_commands(tokens: list[str]) -> list[tuple[str, list[str]]]:
    """(the separator before it, its words) for each simple command of a line."""
    commands: list[tuple[str, list[str]]] = [("", [])]
    skip_next = False
    for token in tokens:
        if skip_next:
            skip_next = False
            continue
        if token in SEPARATORS:
            commands.append((token, []))
        elif token in REDIRECTIONS or re.match(r"^\d?[<>]+&?\d*$", token):
            skip_next = not re.search(r"&\d$", token)
        else:
            commands[-1][1].append(token)
    return [c for c in commands if c[1]]


class _Branches:
    """Which `if`/`elif`/`else` branches and `test && cmd` chains of a script run, as far as
    shell_tests can tell: a command in a branch known not to run is not read."""

    def __init__(self) -> None:
        self.frames: list[list] = []  # per open `if`: [this branch runs (True/False/None), one ran before (True/False/None)]
        self.last_test: bool | None = None  # the value of the previous simple command, if it was a test

    def running(self) -> bool:
        return all(frame[0] is not False for frame in self.frames)

    def keywords(self, words: list[str], variables: dict[str, str]) -> list[str]:
        """Consume the leading if/elif/else/fi/then words; returns the command left (the condition
        of an `if` that is no test is a command that runs)."""
        while words and words[0] in ("if", "elif", "else", "fi", "then"):
            keyword, words = words[0], words[1:]
            if keyword == "fi":
                if self.frames:
                    self.frames.pop()
            elif keyword == "else" and self.frames:
                before = self.frames[-1][1]
                self.frames[-1][0] = None if before is None else not before
            elif keyword in ("if", "elif"):
                value = evaluate(words, variables)
                if keyword == "if":
                    self.frames.append([value, value])
                elif self.frames:
                    before = self.frames[-1][1]
                    runs = False if before is True or value is False else (True if before is False and value is True else None)
                    ran = True if before is True or value is True else (False if before is False and value is False else None)
                    self.frames[-1] = [runs, ran]
                if value is not None or words[:1] in (["["], ["[["], ["test"]):
                    words = []
        return words

    def skips(self, separator: str, words: list[str], variables: dict[str, str]) -> bool:
        """Whether this simple command does not run (after `false-test &&` or `true-test ||`);
        records its value when it is a test."""
        skipped = (separator == "&&" and self.last_test is False) or (separator == "||" and self.last_test is True)
        self.last_test = evaluate(words, variables) if not skipped else self.last_test
        return skipped


CLEARED_ENVIRONMENT = "(env -i)"  # a marker among a command's variables: it starts with an empty environment
FILES_OVERRIDE = "(env files override)"  # a marker: the launcher puts its env files over the environment


def _launcher_overrides(name: str, flags: set[str]) -> bool:
    """Whether an env-file launcher puts the file's values over variables already set: env-cmd and
    python-dotenv's `dotenv run` do unless told not to, dotenv-cli and dotenvx only when told."""
    if name in ("env-cmd", "python-dotenv run"):
        return "--no-override" not in flags
    if name in ("dotenv", "dotenvx run"):
        return bool(flags & {"-o", "--override", "--overload"})
    return False


def _peel(
    tokens: list[str], cwd: str, env: dict[str, str], env_files: list[str], unset: set[str] | None = None,
    outside: list[str] | None = None,
) -> tuple[list[str], str]:
    """Remove wrappers and VAR=value prefixes; returns the remaining words and the working directory
    (the variables `env -u` removes go to `unset`; a directory outside the project that `env -C`
    changes into goes to `outside`)."""
    words = list(tokens)
    for _ in range(20):
        while words and words[0] in KEYWORDS:
            words.pop(0)
        if not words:
            return [], cwd
        head = words[0]
        if re.match(r"^[A-Za-z_]\w*=", head):
            key, value = head.split("=", 1)
            env[key] = value
            words.pop(0)
            continue
        if head in SIMPLE_WRAPPERS:
            words.pop(0)
            if head == "exec":
                while words[:1] and words[0].startswith("-"):  # exec -a name; exec -c: an empty environment
                    if "c" in words[0][1:] and words[0] != "-a":
                        env[CLEARED_ENVIRONMENT] = "exec -c"
                    words = words[2:] if words[0] == "-a" else words[1:]
            continue
        if head == "env":
            words.pop(0)
            while words and (words[0].startswith("-") or "=" in words[0]):
                if words[0].startswith("--chdir="):  # `env --chdir=DIR`: as `-C DIR`
                    words = ["--chdir", words[0].split("=", 1)[1]] + words[1:]
                if words[0] in ("-i", "--ignore-environment", "-"):  # the server sees only what env lists
                    env[CLEARED_ENVIRONMENT] = "env -i"
                if words[0] in ("-u", "--unset", "-C", "--chdir", "-S"):
                    if words[0] in ("-u", "--unset") and len(words) > 1 and unset is not None:
                        unset.add(words[1])
                    if words[0] in ("-C", "--chdir") and len(words) > 1:
                        cwd = join_cwd(cwd, words[1])
                        if outside is not None and OUTSIDE_DIRECTORY.match(words[1]):  # `env -C "$HOME" python …`
                            outside.append(words[1])
                    words = words[2:]
                    continue
                if "=" in words[0] and not words[0].startswith("-"):
                    key, value = words[0].split("=", 1)
                    env[key] = value
                words.pop(0)
            continue
        two = " ".join(words[:2])
        name = two if two in WRAPPERS else head if head in WRAPPERS else None
        if name is None:
            return words, cwd
        values, cwd_options, env_options = WRAPPERS[name]
        words = words[len(name.split()) :]
        if name == "timeout" and words and not words[0].startswith("-"):
            words.pop(0)  # the duration
        flags: set[str] = set()
        files_before = len(env_files)
        while words:
            word = words[0]
            if word == "--":
                words.pop(0)
                break
            option, _, inline = word.partition("=")
            if name == "dotenv" and word == "run":  # python-dotenv's CLI: `dotenv -f .env run [--no-override] -- cmd`
                name = "python-dotenv run"
                words.pop(0)
                if len(env_files) == files_before:
                    env_files.append(join_cwd(cwd, ".env"))
                continue
            if word.startswith("-"):
                flags.add(option)
            if option in values:
                value = inline if inline else (words[1] if len(words) > 1 else "")
                if option in cwd_options:
                    cwd = join_cwd(cwd, value)
                if option in env_options:
                    env_files.append(join_cwd(cwd, value))
                if name == "env-cmd" and option in ("-e", "--environments"):  # the environments of .env-cmdrc
                    env_files.append(join_cwd(cwd, f"{ENV_CMD_RC}#{value}"))
                words = words[1:] if inline else words[2:]
            elif word.startswith("-") and not (name == "uv run" and word in ("-m", "--module")):
                words.pop(0)
            elif re.match(r"^[A-Za-z_]\w*=", word) and name == "cross-env":
                key, value = word.split("=", 1)
                env[key] = value
                words.pop(0)
            else:
                break
        if _launcher_overrides(name, flags):
            env[FILES_OVERRIDE] = name
        if name == "uv run" and words[:1] in (["-m"], ["--module"]):
            words = ["python", "-m"] + words[1:]
        elif name in ("uv run", "poetry run", "pipenv run", "pdm run", "hatch run", "rye run") and words:
            if words[0].endswith(".py"):
                words = ["python"] + words
    return words, cwd


_EXPORT_FILE = re.compile(r"""^\s*export\s+["']?\$\((?:grep\s[^|)]*?|cat\s+|xargs\s*<\s*)["']?([\w./-]*\.env[\w.-]*)["']?\s*(?:\|[^)]*)?\)""")


_SUBSTITUTION = re.compile(r"(?<![\w\"'=])\$\(([^()]*)\)(?=\s|$|;)")


def _file_read_by(inner: str) -> str | None:
    """The file a command substitution prints (`grep -v '^#' .env | xargs`, `cat .env`,
    `xargs < .env`, `sed 's/#.*//' .env`), if that is all it does."""
    first = inner.split("|")[0]
    if "<" in first:
        return first.split("<", 1)[1].strip().strip("'\"") or None
    words = _tokens(first)
    if not words or words[0] not in ("cat", "grep", "egrep", "sed", "xargs"):
        return None
    files = [w for w in words[1:] if not w.startswith("-")]
    return files[-1] if files and (words[0] == "cat" or len(files) > 1) else None


def _substitute_env_files(line: str, cwd: str, scripts: dict[str, str] | None, read: list[str]) -> str:
    """`env $(grep -v '^#' .env | xargs) node app.js`: the substitution becomes the file's
    assignments, as words (the shell splits its output), so `env`, `export` or a command prefix
    takes them as it would; the file is recorded in `read`."""

    def replace(match: re.Match[str]) -> str:
        name = _file_read_by(match.group(1))
        path = join_cwd(cwd, name) if name else ""
        values = env_file_values(scripts[path]) if scripts and path in scripts else {}
        if not values:
            return match.group(0)
        read.append(path)
        return " ".join(shlex.quote(f"{key}={value}") for key, (value, _line) in values.items())

    return _SUBSTITUTION.sub(replace, line)


def _loaded_into_shell(line: str, loop: dict[str, bool]) -> str | None:
    """The file whose KEY=value lines this line of a script loads into the shell, as `source`
    would: `eval "$(cat .env)"`, `source <(grep -v '^#' .env)`, or a `while read -r line; do
    export "$line"; done < .env` loop (`loop` carries the loop's state across lines)."""
    evaluated = re.match(r"""^\s*eval\s+["']?\$\(([^()]*)\)["']?\s*;?\s*$""", line)
    substituted = re.match(r"""^\s*(?:source|\.)\s+<\(([^()]*)\)\s*;?\s*$""", line)
    if evaluated or substituted:
        return _file_read_by((evaluated or substituted).group(1))  # type: ignore[union-attr]
    if re.match(r"^\s*while\b.*\bread\b", line):
        loop["open"], loop["exports"] = True, False
    if loop.get("open") and re.search(r"\bexport\b", line):
        loop["exports"] = True
    done = re.search(r"""\bdone\s*<\s*["']?([\w./-]+)["']?\s*$""", line)
    if done and loop.get("open"):
        loop["open"] = False
        return done.group(1) if loop["exports"] else None
    return None


def env_file_values(text: str, colon: bool = False) -> dict[str, tuple[str, int]]:
    """KEY=value lines of a .env file -> (value, line); with `colon`, `KEY: value` lines too (the
    npm dotenv package's parser separates key and value by `=` or by `:` and a space)."""
    found = {}
    separator = r"(?:\s*=|:(?=\s))" if colon else r"\s*="
    for number, line in enumerate(text.splitlines(), start=1):
        match = re.match(rf"^\s*(?:export\s+)?([A-Za-z_]\w*){separator}\s*(.*)$", line)
        if match and match.group(2).strip():
            value = re.sub(r"\s+#.*$", "", match.group(2).strip())
            found[match.group(1)] = (value.strip("'\""), number)
    return found


def _sourced(scripts: dict[str, str] | None, path: str) -> dict[str, str]:
    """The assignments of a file run.sh sources: they replace the variables the evaluation gives
    (bash exports an inherited variable's new value) and are what the server sees."""
    text = (scripts or {}).get(path)
    return {key: value for key, (value, _line) in env_file_values(text).items()} if text else {}


def _exported_in(scripts: dict[str, str] | None, path: str) -> set[str]:
    """The keys a sourced file exports itself (`export KEY=value`)."""
    text = (scripts or {}).get(path) or ""
    return set(re.findall(r"^\s*export\s+([A-Za-z_]\w*)\s*=", text, re.MULTILINE))


_INHERITED = {"PATH", "HOME", "PWD", "USER", "LANG", "TMPDIR", "PORT"}


def inherited_names() -> set[str]:
    """Variables the server's shell inherits: an assignment to one of them changes what is exported."""
    from harness.verify import rules

    given = rules.database().get("evaluation_environment") or {}
    return _INHERITED | {name for values in given.values() for name in (values or {})}


class _Assignments:
    """Shell assignments: exported (the commands see them) when the variable was inherited or
    exported before, when it is exported on the spot or while `set -a` is on; otherwise a shell
    variable that expansions see and the commands do not (`. ./.env` of KEY=value lines)."""

    def __init__(self, variables: dict[str, str], shell_only: dict[str, str]):
        self.variables, self.shell_only = variables, shell_only
        self.inherited = set(variables) | inherited_names()
        self.allexport = False

    def assign(self, key: str, value: str, exported: bool = False) -> None:
        if exported or self.allexport or key in self.variables or key in self.inherited:
            self.variables[key] = value
            self.shell_only.pop(key, None)
        else:
            self.shell_only[key] = value

    def source(self, scripts: dict[str, str] | None, path: str, exported: bool = False) -> list[str]:
        """Load a sourced file; [path] when its values all reach the commands (the env files of
        the command), [] when some stay shell variables (those that do are exported already)."""
        marked = _exported_in(scripts, path)
        values = _sourced(scripts, path)
        for key, value in values.items():
            self.assign(key, value, exported or key in marked)
        return [path] if all(key in self.variables for key in values) else []


def _make(args: list[str], cwd: str, variables: dict[str, str], scripts: dict[str, str], depth: int) -> list[Command] | None:
    """The commands `make [-C dir] [-f file] [VAR=value] [target]` runs, or None without a makefile."""
    from harness.verify.makefile import read_makefile

    directory = join_cwd(cwd, option_value(args, "-C") or option_value(args, "--directory") or ".")
    named = option_value(args, "-f") or option_value(args, "--file")
    candidates = [named] if named else ["GNUmakefile", "makefile", "Makefile"]
    path = next((p for p in (join_cwd(directory, c) for c in candidates) if p in scripts), None)
    if path is None:
        return None
    words = [a for i, a in enumerate(args) if not a.startswith("-") and (i == 0 or args[i - 1] not in ("-C", "-f", "--directory", "--file"))]
    given = dict(w.split("=", 1) for w in words if re.match(r"^[A-Za-z_]\w*=", w))  # `make serve PORT=8080`: over the makefile's
    target = next((w for w in words if "=" not in w), None)
    inherited = set(variables) | inherited_names()
    recipes, exported = read_makefile(scripts, path, target, inherited, make_e="-e" in args or "--environment-overrides" in args)
    return read_script("\n".join(recipes), path, directory, {**variables, **exported, **given}, scripts, depth + 1)


_HEREDOC = re.compile(r"""<<-?\s*(['"]?)([A-Za-z_]\w*)\1""")
_HEREDOC_TARGETS = re.compile(r"""\btee\s+(?:-a\s+)?['"]?([\w./-]+)|(?<![<>&\d])>>?\s*['"]?([\w./-]+)""")


def heredoc_bodies(text: str) -> dict[int, int]:
    """Line numbers (1-based) of each here-document's first body line -> its last body line: the
    text a command reads, never commands of the script (`cat > .env <<'EOF'` … `EOF`)."""
    bodies: dict[int, int] = {}
    lines = text.splitlines()
    number = 0
    while number < len(lines):
        found = _HEREDOC.search(lines[number]) if "<<<" not in lines[number] else None
        number += 1
        if not found:
            continue
        start = number
        while number < len(lines) and lines[number].strip() != found.group(2):
            number += 1
        bodies[start + 1] = number
        number += 1
    return bodies


def _written_heredocs(text: str) -> list[tuple[str, int, int]]:
    """(target, first, last body line) of each here-document `cat`/`tee` writes to a file."""
    lines = text.splitlines()
    written = []
    for first, last in heredoc_bodies(text).items():
        command = lines[first - 2]
        if not re.match(r"^\s*(?:cat|tee)\b", command):
            continue
        targets = [a or b for a, b in _HEREDOC_TARGETS.findall(command)]  # `cat > .env <<EOF`, `cat <<EOF > .env`, `tee .env >/dev/null <<EOF`
        written += [(target, first, last) for target in [t for t in targets if not t.startswith("/")][:1]]
    return written


def heredoc_files(text: str) -> dict[str, str]:
    """Files a script writes from a here-document (`cat > .env <<'EOF'` … `EOF`): path -> text."""
    lines = text.splitlines()
    return {posixpath.normpath(t): "\n".join(lines[first - 1 : last]) + "\n" for t, first, last in _written_heredocs(text)}


# `cp [-n] SOURCE TARGET` or `cat SOURCE > TARGET`, after a separator (`[ -f .env ] || cp …`, `then cp …`)
_COPY = re.compile(r"""(?:^|&&|\|\||;|\bthen)\s*(?:cp(?:\s+-[a-zA-Z]+)*\s+(?P<cp_source>[^\s;&|>]+)\s+(?P<cp_target>[^\s;&|>]+)"""
                   r"""|cat\s+(?P<cat_source>[^\s;&|>]+)\s*>\s*(?P<cat_target>[^\s;&|>]+))\s*(?=$|;|&&|\|\||\bfi\b)""")


def copied_files(text: str, texts: dict[str, str]) -> dict[str, str]:
    """Files a script makes by copying another the project holds (`[ -f .env ] || cp .env.example
    .env`, `cat .env.sample > .env`): path -> the copied text. A copy guarded by the target's absence
    (`cp -n`, `[ -f .env ] ||`, `if [ ! -f .env ]`) leaves a target the project already holds."""
    found = {}
    for line in without_written_heredocs(text).splitlines():
        line = line.split(" #", 1)[0].strip()
        for match in _COPY.finditer(line):
            kind = "cp" if match.group("cp_source") else "cat"
            source = posixpath.normpath(match.group(f"{kind}_source").strip("'\""))
            target = posixpath.normpath(match.group(f"{kind}_target").strip("'\""))
            guarded = re.search(rf"\bcp\s+-\w*n|\[\s*-[ef]\s+[\"']?(?:\./)?{re.escape(target)}[\"']?\s*\]\s*\|\||!\s*-[ef]\s+[\"']?(?:\./)?{re.escape(target)}", line)
            inside = not target.startswith(("/", "~", "$", ".."))  # `cp .env.example "$HOME/.env"`: no file of the project
            if inside and source in texts and source != target and not (guarded and target in texts):
                found[target] = texts[source]
    return found


def without_written_heredocs(text: str) -> str:
    """The script with the bodies of the files it writes blanked: a file's text, not the script's."""
    lines = text.splitlines()
    for _, first, last in _written_heredocs(text):
        lines[first - 1 : last] = [""] * (last - first + 1)
    return "\n".join(lines)


def read_script(
    text: str,
    origin: str = "run.sh",
    cwd: str = "",
    env: dict[str, str] | None = None,
    scripts: dict[str, str] | None = None,
    depth: int = 0,
) -> list[Command]:
    """The simple commands of a shell script, in order, with their working directory and env.
    `scripts` (path -> text) lets a script the solution holds (`bash scripts/start.sh`,
    `./start.sh`) be read in its turn; its `$(dirname "$0")` is its own directory."""
    variables: dict[str, str] = dict(env or {})
    removed: set[str] = set()  # `unset X`: the evaluation's X no longer reaches the commands after it
    shell_only: dict[str, str] = {}  # `${X:=default}` assigned a shell variable, not exported (yet)
    assignments = _Assignments(variables, shell_only)
    outside = ""  # the directory outside the project `cd` went to, if any
    script_dir = posixpath.dirname(origin) if origin.endswith(".sh") else ""
    commands: list[Command] = []
    loop: dict[str, bool] = {}  # an open `while … read …` loop, and whether it exports what it reads
    branches = _Branches()
    lines = text.replace("\\\r\n", " ").replace("\\\n", " ").splitlines()
    bodies = heredoc_bodies("\n".join(lines))
    body_lines = {n for first, last in bodies.items() for n in range(first, last + 2)}  # and the delimiter
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line or line.startswith("#") or number in body_lines:
            continue
        for pattern in SELF_DIR:
            line = re.sub(pattern, "./" + script_dir if script_dir else ".", line)
        if re.fullmatch(r"set\s+(-[a-zA-Z]*a[a-zA-Z]*|-o\s+allexport)\b.*", line):  # set -a: every assignment exported
            assignments.allexport = True
        elif re.fullmatch(r"set\s+(\+[a-zA-Z]*a[a-zA-Z]*|\+o\s+allexport)\b.*", line):
            assignments.allexport = False
        loaded = _loaded_into_shell(line, loop)  # eval "$(cat .env)", source <(grep … .env), while read …; done < .env
        if loaded:
            path = join_cwd(cwd, loaded)
            files = assignments.source(scripts, path, exported=bool(re.search(r"\bdone\s*<", line)))  # the while loop exports
            commands.append(Command(number, line, "source", [loaded], cwd, {}, files, origin))
            continue
        line = re.sub(r"(^|\s)\d*(&>|>>?|<)(&\d+|\s*[^\s;&|()]+)", " ", line)  # redirections
        exported = _EXPORT_FILE.match(line)  # export $(grep -v '^#' .env | xargs): the file's lines, exported
        if exported:
            path = join_cwd(cwd, exported.group(1))
            commands.append(Command(number, line, "source", [exported.group(1)], cwd, {}, [path], origin))
            assignments.source(scripts, path, exported=True)
            continue
        substituted: list[str] = []
        line = _substitute_env_files(line, cwd, scripts, substituted)
        for separator, raw_words in _simple_commands(_tokens(line)):
            raw_words = branches.keywords(raw_words, variables)
            if not raw_words or branches.skips(separator, raw_words, variables) or not branches.running():
                continue
            tokens = [_expand(t, variables, shell_only) for t in raw_words]
            if all(re.match(r"^[A-Za-z_]\w*=", t) for t in tokens):  # VAR=value on its own
                for token in tokens:
                    key, value = token.split("=", 1)
                    assignments.assign(key, value)
                    removed.discard(key)
                continue
            if tokens[0] in ("export", "declare", "local", "readonly"):
                for token in tokens[1:]:
                    if "=" in token and not token.startswith("-"):
                        key, value = token.split("=", 1)
                        variables[key] = value
                        removed.discard(key)
                    elif tokens[0] == "export" and token in shell_only:  # `export SQLITE_FILE` after `${SQLITE_FILE:=…}`
                        variables[token] = shell_only[token]
                continue
            if tokens[0] == "unset":
                for name in (t for t in tokens[1:] if not t.startswith("-")):
                    variables.pop(name, None)
                    removed.add(name)
                continue
            own_env: dict[str, str] = {}
            env_files: list[str] = list(substituted)
            own_unset: set[str] = set()
            changed_into: list[str] = []
            words, command_cwd = _peel(tokens, cwd, own_env, env_files, own_unset, changed_into)
            if not words:
                continue
            program = normalise_program(words[0])
            args = words[1:]
            if program in ("cd", "pushd"):
                target = args[0] if args else ""
                if target and not target.startswith(("$", "-", "~", "/")):
                    cwd, outside = join_cwd(cwd, target), ""
                elif OUTSIDE_DIRECTORY.match(target or "~"):  # `cd "${TMPDIR:-/tmp}/run"`, a bare `cd`: the server runs there
                    outside = target or "~"
                continue
            if program in ("source", "."):
                if args:
                    env_files += assignments.source(scripts, join_cwd(cwd, args[0]))
                    commands.append(Command(number, " ".join(tokens), program, args, cwd, {}, env_files, origin))
                continue
            called = (
                args[0] if program in ("sh", "bash", "zsh", "dash") and args and args[0].endswith(".sh") else words[0]
            )
            called_path = join_cwd(command_cwd, called)
            if program == "make" and scripts and depth < 4:  # the recipes of the target, with make's variables
                made = _make(args, command_cwd, {**variables, **own_env}, scripts, depth)
                if made is not None:
                    commands += made
                    continue
            if scripts and called_path in scripts and called_path != origin and depth < 4:
                commands += read_script(
                    scripts[called_path], called_path, command_cwd, {**variables, **own_env}, scripts, depth + 1
                )
                continue
            if program in ("sh", "bash", "zsh", "dash") and "-c" in args:
                index = args.index("-c")
                if index + 1 < len(args):
                    inner = read_script(args[index + 1], origin, command_cwd, {**variables, **own_env})
                    commands += [
                        Command(number, c.text, c.program, c.args, c.cwd, c.env, c.env_files, origin) for c in inner
                    ]
                continue
            if program in IGNORED:
                continue
            commands.append(
                Command(
                    number, " ".join(tokens), program, args, command_cwd, {**variables, **own_env}, env_files, origin,
                    changed_into[-1] if changed_into else outside if command_cwd == cwd else "",
                    sorted((removed | own_unset) - set(own_env)),
                )
            )
    return commands


def option_value(args: list[str], option: str) -> str | None:
    """`--name=x` or `--name x` among a command's arguments."""
    for index, arg in enumerate(args):
        if arg.startswith(option + "="):
            return arg.split("=", 1)[1]
        if arg == option and index + 1 < len(args):
            return args[index + 1]
    return None
