"""Strong mode's static analysis of real project layouts (issue 17): run.sh read as the shell would,
entry points, directory loaders and computed imports, layering rules (aliases, containers, wiring
modules, helpers, route queries), database evidence classes (guards, defaults, environment,
configuration), the result record, and `harness verify --explain`. The labelled cases that exercise
the same classes end to end are the v2-* cases of tests/verifier_corpus/."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from harness.verify import Constraints, VerifierResult, verify_static
from harness.verify import corpus as corpus_module
from harness.verify.cli import verify_command
from harness.verify.dbcheck import is_guard
from harness.verify.project import Project
from harness.verify.shell import FILES_OVERRIDE, expand_known, read_script
from harness.verify.source import load_source

CORPUS = Path(__file__).parent / "verifier_corpus"


def _project(files: dict[str, str], runtime: str, tmp_path: Path) -> Project:
    for path, text in files.items():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(text)
    return Project(load_source(tmp_path), runtime)


# ------------------------------------------------------------------------------------ run.sh
def test_run_sh_is_read_as_the_shell_would():
    script = (
        '#!/bin/bash\nset -e\ncd "$(dirname "$0")"\nAPP_DIR=backend\npip install -r requirements.txt\n'
        "cd $APP_DIR && PYTHONPATH=src exec uv run --with x uvicorn app.main:app --port ${PORT:-8080} > log 2>&1\n"
        "sh -c 'cd api; NODE_ENV=production npm start'\n"
        "dotenv -e .env.prod -- node dist/index.js\n"
    )
    commands = [(c.program, c.args, c.cwd) for c in read_script(script)]
    assert commands == [
        ("pip", ["install", "-r", "requirements.txt"], ""),
        ("uvicorn", ["app.main:app", "--port", "8080"], "backend"),
        ("npm", ["start"], "backend/api"),
        ("node", ["dist/index.js"], "backend"),
    ]
    envs = read_script(script)
    assert envs[1].env["PYTHONPATH"] == "src" and envs[2].env["NODE_ENV"] == "production"
    assert envs[3].env_files == ["backend/.env.prod"]


def test_run_sh_exports_only_what_bash_exports():
    """A sourced file's KEY=value lines (and KEY=value on its own line) are shell variables the
    server never sees, unless exported, `set -a` is on, or the variable was inherited."""
    scripts = {".env": "DB_PATH=/tmp/x.db\nexport SECRET=s\nDATABASE_URL=postgres://other/db\n"}
    plain = read_script('. ./.env\nLOCAL=1\nexec node server.js "$DB_PATH"\n', scripts=scripts)[-1]
    assert plain.args == ["server.js", "/tmp/x.db"]  # expansions see the shell variable
    assert "DB_PATH" not in plain.env and "LOCAL" not in plain.env
    assert plain.env["SECRET"] == "s" and plain.env["DATABASE_URL"] == "postgres://other/db"
    exported = read_script("set -a\n. ./.env\nset +a\nLOCAL=1\nexec node server.js\n", scripts=scripts)[-1]
    assert exported.env["DB_PATH"] == "/tmp/x.db" and "LOCAL" not in exported.env


def test_make_runs_the_recipes_with_make_s_variables():
    """`make serve`: prerequisites first; `?=` keeps what the environment gives, `=` replaces it
    (and an inherited variable stays exported with the makefile's value); `include .env` lines are
    assignments; `make -e` lets the environment win."""
    scripts = {
        "Makefile": "include .env\nexport JWT_SECRET\nWORKERS ?= 2\nserve: migrate\n\t@uvicorn app:app --workers $(WORKERS)\n"
                    "migrate:\n\tpython -m app.migrate\nseed:\n\tpython -m app.seed\n",
        ".env": "DATABASE_URL=postgresql://dev@localhost/dev\nJWT_SECRET=s\n",
    }
    commands = read_script("cd \"$(dirname \"$0\")\"\nexec make serve\n", scripts=scripts)
    assert [(c.program, c.args) for c in commands] == [("python", ["-m", "app.migrate"]), ("uvicorn", ["app:app", "--workers", "2"])]
    assert commands[-1].env["DATABASE_URL"] == "postgresql://dev@localhost/dev" and commands[-1].env["JWT_SECRET"] == "s"
    kept = read_script("make -e serve\n", scripts=scripts)[-1]
    assert "DATABASE_URL" not in kept.env  # the evaluation's own value reaches the server


def test_lookups_up_the_tree_stop_at_the_root_of_an_absolute_path():
    """`node /tmp/build/server.js` names a file outside the project: the searches for its
    tsconfig.json, package.json or .env end at "/" instead of looping there."""
    from harness.verify.configs import _nearest_up
    from harness.verify.resolve import Resolver

    resolver = Resolver({"tsconfig.json": "{}", "src/server.ts": ""})
    assert resolver.tsconfig("/tmp/conduit-dist") == {}
    assert resolver.build_source("/tmp/conduit-dist/server.js") == "/tmp/conduit-dist/server.js"
    assert _nearest_up({".env": ""}, "/tmp/conduit-dist", ".env") is None


@pytest.mark.parametrize(
    "value,expanded",
    [
        ("${DATABASE_URL/#postgresql:/postgresql+asyncpg:}", "postgresql+asyncpg://user:password@postgres:5432/conduit"),
        ("${DATABASE_URL/\\/conduit/\\/conduit_api}", "postgresql://user:password@postgres:5432/conduit_api"),
        ("${DATABASE_URL//postgres:5432/localhost:5432}", "postgresql://user:password@localhost:5432/conduit"),
        ("${DATABASE_URL%/*}/other", "postgresql://user:password@postgres:5432/other"),
        ("${DATABASE_URL##*/}", "conduit"),
        ("$DATABASE_URL?sslmode=disable", "postgresql://user:password@postgres:5432/conduit?sslmode=disable"),
        ("${UNKNOWN}/x", "${UNKNOWN}/x"),  # what is not known stays as written
    ],
)
def test_run_sh_values_built_from_known_variables_are_expanded_like_bash(value, expanded):
    given = {"DATABASE_URL": "postgresql://user:password@postgres:5432/conduit"}
    assert expand_known(value, given) == expanded


@pytest.mark.parametrize(
    "line,overrides",
    [
        ("env-cmd -f .env.production node src/index.js", True),
        ("env-cmd --no-override -f .env.production node src/index.js", False),
        ("dotenv -f .env run -- uvicorn app.main:app", True),  # python-dotenv's CLI overrides by default
        ("dotenv -f .env run --no-override -- uvicorn app.main:app", False),
        ("dotenv -e .env -- node src/index.js", False),  # dotenv-cli keeps what is set
        ("dotenv -o -e .env -- node src/index.js", True),
        ("dotenvx run -f .env -- node src/index.js", False),
        ("dotenvx run --overload -f .env -- node src/index.js", True),
    ],
)
def test_env_file_launchers_say_whether_their_file_overrides(line, overrides):
    [command] = read_script(line)
    assert (FILES_OVERRIDE in command.env) is overrides
    assert command.env_files and command.program in ("node", "uvicorn")


def test_run_sh_branches_on_a_variable_nobody_sets_are_decided():
    """A developer's switch nobody sets keeps its branch from running; a test of a variable the
    evaluation may set (DATABASE_URL) stays unknown and both branches are read."""
    script = (
        'if [[ "${RESET_DB:-0}" == "1" ]]; then\n  python scripts/reset.py\nfi\n'
        '[ -n "$SEED" ] && python seed.py\n[ -z "$SKIP_MIGRATE" ] && alembic upgrade head\n'
        'if [ "$MODE" = dev ]; then python dev.py; elif [ "${MODE:-prod}" = prod ]; then python prod.py; else python x.py; fi\n'
        'if [ -z "$DATABASE_URL" ]; then python a.py; else python b.py; fi\n'
        "exec gunicorn app:app\n"
    )
    ran = [(c.program, c.args[:1]) for c in read_script(script)]
    assert ran == [("alembic", ["upgrade"]), ("python", ["prod.py"]), ("python", ["a.py"]), ("python", ["b.py"]),
                   ("gunicorn", ["app:app"])]  # fmt: skip


def test_supervisord_programs_are_the_start_commands(tmp_path):
    """run.sh hands the server to supervisord: its program's command runs in its directory with
    the section's environment over the inherited one."""
    conf = (
        "[supervisord]\nnodaemon=true\n[program:api]\ncommand=uvicorn app.main:app --port 8080\n"
        'directory=%(here)s/..\nenvironment=DATABASE_URL="postgresql://u:p@localhost:5432/conduit",X="1"\n'
    )
    files = {"run.sh": "exec supervisord -n -c deploy/supervisord.conf\n", "deploy/supervisord.conf": conf,
             "app/__init__.py": "", "app/main.py": "app = 1\n"}  # fmt: skip
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    entries = Project(load_source(tmp_path), "python").entries
    assert "app.main" in entries.modules
    assert entries.env["DATABASE_URL"] == "postgresql://u:p@localhost:5432/conduit"


def test_a_script_run_sh_calls_is_followed_with_its_own_directory():
    scripts = {"scripts/start.sh": 'cd "$(dirname "$0")/.."\nexec poetry run python -m conduit\n'}
    [command] = read_script("bash scripts/start.sh", scripts=scripts)
    assert (command.program, command.args, command.cwd, command.origin) == (
        "python",
        ["-m", "conduit"],
        "",
        "scripts/start.sh",
    )


# ------------------------------------------------------------------------------------ entry points
@pytest.mark.parametrize(
    "files,runtime,entries",
    [
        ({"run.sh": "exec uv run -m conduit", "conduit/__init__.py": "", "conduit/__main__.py": "import x"},
         "python", ["conduit/__init__.py", "conduit/__main__.py"]),
        ({"run.sh": "cd backend && gunicorn -w 2 -b 0.0.0.0:8080 'conduit:create_app()'",
          "backend/conduit/__init__.py": "def create_app(): pass"}, "python", ["backend/conduit/__init__.py"]),
        ({"run.sh": "uv run conduit", "pyproject.toml": '[project.scripts]\nconduit = "app.cli:main"\n',
          "app/__init__.py": "", "app/cli.py": "def main(): pass"}, "python", ["app/cli.py"]),
        ({"run.sh": "alembic upgrade head && exec python main.py", "alembic.ini": "[alembic]\nscript_location = migrations\n",
          "migrations/env.py": "from app import models", "migrations/versions/001_init.py": "x = 1", "main.py": "x = 1"},
         "python", ["alembic.ini", "main.py", "migrations/env.py", "migrations/versions/001_init.py"]),
        ({"run.sh": 'python -c "from app.server import run; run()"', "app/__init__.py": "", "app/server.py": "def run(): pass"},
         "python", ["app/server.py"]),
        ({"run.sh": "exec make serve", "app/__init__.py": "", "app/server.py": "from fastapi import FastAPI\napp = FastAPI()\n"},
         "python", ["app/server.py"]),  # never the empty app/__init__.py
        ({"run.sh": "cd server && npm start", "server/package.json": '{"scripts": {"start": "node src/index.js"}}',
          "server/src/index.js": "require('./a')", "server/src/a.js": ""}, "node", ["server/src/index.js"]),
        ({"run.sh": "npm --prefix api run serve", "api/package.json": '{"scripts": {"serve": "NODE_ENV=production tsx src/main.ts"}}',
          "api/src/main.ts": "export {}"}, "node", ["api/src/main.ts"]),
        ({"run.sh": "exec npx tsx watch --tsconfig ./tsconfig.json src/server.ts", "tsconfig.json": "{}",
          "src/server.ts": "export {}"}, "node", ["src/server.ts"]),
        ({"run.sh": "exec node --import ./register.mjs .", "package.json": '{"main": "lib/app.js"}', "register.mjs": "",
          "lib/app.js": ""}, "node", ["lib/app.js", "register.mjs"]),
        ({"run.sh": "npm start", "package.json": '{"scripts": {"start": "fastify start -l info -p 3000 app.js"}}',
          "app.js": "module.exports = async () => {}"}, "node", ["app.js"]),
    ],
)  # fmt: skip
def test_entry_points(files, runtime, entries, tmp_path):
    project = _project(files, runtime, tmp_path)
    assert sorted(project.entry_files) == sorted(entries)
    assert all(project.entries.reasons.get(f) for f in project.entry_files)  # each says why


# ------------------------------------------------------------------------------------ loaders
@pytest.mark.parametrize(
    "files,runtime,reached",
    [
        ({"run.sh": "uvicorn app.main:app", "app/__init__.py": "", "app/routes/__init__.py": "",
          "app/main.py": "import importlib, pkgutil\nfrom app import routes\n"
                         "for m in pkgutil.iter_modules(routes.__path__):\n"
                         "    importlib.import_module(f'{routes.__name__}.{m.name}')\n",
          "app/routes/users.py": "from app.services import users", "app/services/__init__.py": "",
          "app/services/users.py": ""}, "python", {"app/routes/users.py", "app/services/users.py"}),
        ({"run.sh": "python main.py", "main.py": "import importlib\nimportlib.import_module('.users', package='app.routes')\n",
          "app/__init__.py": "", "app/routes/__init__.py": "", "app/routes/users.py": ""}, "python", {"app/routes/users.py"}),
        ({"run.sh": "node src/app.js", "src/app.js": "require('./models')",
          "src/models/index.js": "const fs = require('fs'); const path = require('path');\n"
                                 "fs.readdirSync(__dirname).forEach(f => { require(path.join(__dirname, f)); });\n"
                                 "const config = require(__dirname + '/../../config/config.json');\n",
          "src/models/user.js": "", "config/config.json": "{}"}, "node", {"src/models/user.js", "config/config.json"}),
        ({"run.sh": "node app.js", "app.js": "const AutoLoad = require('@fastify/autoload');\nconst path = require('path');\n"
                                            "module.exports = async (f) => { f.register(AutoLoad, { dir: path.join(__dirname, 'routes') }) }\n",
          "routes/articles/index.js": "require('../../services/a')", "services/a.js": ""}, "node",
         {"routes/articles/index.js", "services/a.js"}),
        ({"run.sh": "python app.py", "app.py": "from werkzeug.utils import find_modules, import_string\n"
                                              "for name in find_modules('views'):\n    import_string(name)\n",
          "views/__init__.py": "", "views/tags.py": ""}, "python", {"views/tags.py"}),
        ({"run.sh": "node app.js", "app.js": "require('./routes')", "routes/index.js":
          "const requireDirectory = require('require-directory');\nmodule.exports = requireDirectory(module);\n",
          "routes/users.js": ""}, "node", {"routes/users.js"}),
        ({"run.sh": "node index.js", "index.js": "const { globSync } = require('glob'); const path = require('path');\n"
                                                "for (const f of globSync('src/controllers/*.js')) require(path.resolve(f));\n",
          "src/controllers/a.js": "", "src/other/b.js": ""}, "node", {"src/controllers/a.js"}),
    ],
)  # fmt: skip
def test_modules_loaded_by_directory_or_computed_path_are_reachable(files, runtime, reached, tmp_path):
    project = _project(files, runtime, tmp_path)
    assert reached <= set(project.reachable)
    assert not any(p.startswith("src/other/") for p in project.reachable)  # a loader reads its own directory only


# ------------------------------------------------------------------------------------ layering
def test_layer_names_containers_and_wiring_modules(tmp_path):
    project = _project(
        {
            "src/use-cases/create-article.js": "x()",
            "src/data-access/article-store.js": "x()",
            "src/controllers/articles.js": "x()",
            "src/entities/article.js": "x()",
            "src/infrastructure/database.js": "x()",
            "src/infrastructure/tag-store.js": "x()",
            "lib/data/db.js": "module.exports = { users: () => db('users').select() }",
            "lib/persistence/sequelize.js": "module.exports = new Sequelize('sqlite::memory:')",
            "src/application/services/tags.js": "x()",
            "src/domain/entities/tag.js": "x()",
            "src/domain/repositories/tag-repository.js": "x()",
            "src/domain/helpers.js": "x()",
            "src/routes/tests.py": "x = 1",
        },
        "node",
        tmp_path,
    )
    layer = project.layering.layer_and_reason
    assert layer("src/use-cases/create-article.js")[0] == "services"
    assert layer("src/data-access/article-store.js")[0] == "repositories"
    assert layer("src/controllers/articles.js")[0] == "routes"
    assert layer("src/infrastructure/database.js") == (None, layer("src/infrastructure/database.js")[1])
    assert "wiring module" in layer("src/infrastructure/database.js")[1]
    assert layer("lib/data/db.js")[0] == "repositories"  # the only code of its directory, querying: the layer's own code
    assert layer("lib/persistence/sequelize.js")[0] is None  # the only code of its directory, only the ORM instance: wiring
    assert layer("src/application/services/tags.js")[0] == "services"  # same layer inside: still a layer
    assert layer("src/domain/repositories/tag-repository.js")[0] == "repositories"
    assert layer("src/domain/helpers.js")[0] is None and "src/domain" in project.layering.containers
    assert layer("src/routes/tests.py")[0] is None


def test_route_queries_need_a_query_not_a_model_import(tmp_path):
    files = {
        "run.sh": "node index.js",
        "index.js": "require('./routes/a'); require('./routes/b');",
        "models/user.js": "const User = sequelize.define('User', {}); module.exports = { User };",
        "services/s.js": "x()",
        "repositories/r.js": "x()",
        "routes/a.js": "const { User } = require('../models/user');\nmodule.exports = (u) => u instanceof User;\n",
        "routes/b.js": "const { User } = require('../models/user');\nmodule.exports = () => User.findAll();\n",
    }
    result = verify_static(_project(files, "node", tmp_path).source, Constraints("node", architecture=True))[0]
    offending = [
        e for e in result.evidence if isinstance(e, dict) and e.get("rule") == "routes query the database directly"
    ]
    assert [(e["file"], e["line"]) for e in offending] == [("routes/b.js", 2)]


# ------------------------------------------------------------------------------------ database evidence
@pytest.mark.parametrize(
    "line,literal,guard",
    [
        ('if DATABASE_URL.startswith("sqlite"):', '"sqlite"', True),
        ('args = {} if url.startswith(("postgresql", "sqlite")) else {}', '"sqlite"', True),
        ("if (config.dialect === 'sqlite') {", "'sqlite'", True),
        ('if "sqlite" in url:', '"sqlite"', True),
        ("engine = create_engine('sqlite:///conduit.db')", "'sqlite:///conduit.db'", False),
        ("new Sequelize({ dialect: 'sqlite' })", "'sqlite'", False),
    ],
)
def test_guards_are_told_from_use(line, literal, guard):
    start = line.index(literal) + 1
    assert is_guard(line, start, start + 6) is guard


# the evaluation gives DATABASE_URL/PG* (its PostgreSQL) to PostgreSQL tasks only; every case stores
# something through SQLAlchemy (QUERY) unless said otherwise
QUERY = "\nrows = session.scalars(select(User))\n"
SELECTED_AT_RUN_TIME = (
    "import sys\nclass DevConfig:\n    URL = 'sqlite:///dev.db'\n"
    "class ProdConfig:\n    URL = 'postgresql://u:p@postgres/c'\n"
    "CONFIGS = {'dev': DevConfig, 'prod': ProdConfig}\nconfig = CONFIGS[sys.argv[1]]\n"
)


@pytest.mark.parametrize(
    "code,run_sh,postgres,sqlite",
    [
        ('import os\nfrom sqlalchemy import create_engine\nengine = create_engine(os.environ["DATABASE_URL"])\n',
         "", "pass", "fail"),  # the evaluation's URL, or nothing at all
        ('import os\nURL = os.getenv("DATABASE_URL", "sqlite:///x.db")\n', "", "pass", "pass"),  # dormant / what runs
        ('import os\nURL = os.getenv("DATABASE_URL", "sqlite:///x.db")\n',
         "export DATABASE_URL=postgresql://user:password@postgres:5432/conduit\n", "pass", "fail"),  # run.sh's own value wins
        ('import os\nURL = os.getenv("DATABASE_URL") or "postgresql://u:p@postgres/c"\n', "", "pass", "fail"),
        ('import os\nURL = os.getenv("DB_URL", "sqlite:///x.db")\n', "", "fail", "pass"),  # nobody gives DB_URL
        ('URL = "postgresql://u:p@postgres/c"\nX = URL.startswith("sqlite")\n', "", "pass", "fail"),
        ('URL = "postgresql://u:p@postgres/c"\nFALLBACK = "sqlite:///x.db"\n', "", "fail", "fail"),
        ('import os\nif os.environ.get("PGHOST"):\n    URL = "postgresql://u:p@postgres/c"\nelse:\n'
         '    URL = "sqlite:///x.db"\n', "", "pass", "pass"),  # the branch the environment takes
        ('import os\nURL = "sqlite:///x.db" if "DATABASE_URL" not in os.environ else os.environ["DATABASE_URL"]\n',
         "", "pass", "pass"),
        ('import os\nURL = os.environ["DATABASE_URL"]\n', "export DATABASE_URL=${DATABASE_URL:-sqlite:///x.db}\n",
         "pass", "pass"),  # a shell default keeps the evaluation's value
        ("x = 1\n", "", "fail", "fail"),
        ("import dj_database_url\nDATABASES = {'default': dj_database_url.config(default='sqlite:///db.sqlite3')}\n",
         "", "pass", "pass"),
        ("import dj_database_url\nDATABASES = {'default': dj_database_url.config(default='postgres://u:p@postgres/c')}\n",
         "", "pass", "fail"),
        (SELECTED_AT_RUN_TIME, "", "unknown", "unknown"),  # the code alone cannot tell which class runs
    ],
)  # fmt: skip
def test_database_static_verdicts(code, run_sh, postgres, sqlite, tmp_path):
    files = {"main.py": code + QUERY, "run.sh": run_sh + "exec python main.py\n"}
    for target, verdict in (("postgres", postgres), ("sqlite", sqlite)):
        source = _project(files, "python", tmp_path / target).source
        [result] = verify_static(source, Constraints("python", database=target))
        assert result.static_verdict == verdict, (target, result.decided_by)
        assert result.passed is (verdict != "fail")
        assert result.decided_by and result.decided_by["summary"]


@pytest.mark.parametrize(
    "runtime,code,postgres,sqlite",
    [
        ("python", 'import os\nurl = os.getenv("DATABASE_URL")\nif not url:\n    url = "sqlite:///x.db"\n', "pass", "pass"),
        ("python", 'import os\ndef url():\n    value = os.environ.get("DATABASE_URL")\n    if value is None:\n'
                   '        return "sqlite:///x.db"\n    return value\n', "pass", "pass"),
        ("python", 'import os\nurl = os.environ.get("DATABASE_URL")\nengine = create_engine(url or "sqlite:///x.db")\n',
         "pass", "pass"),
        ("python", 'from pydantic_settings import BaseSettings, SettingsConfigDict\nclass Settings(BaseSettings):\n'
                   '    model_config = SettingsConfigDict(env_prefix="APP_")\n    database_url: str = "sqlite:///x.db"\n',
         "fail", "pass"),  # APP_DATABASE_URL: nobody gives it
        ("python", 'import os, tempfile\nDB = os.path.join(tempfile.gettempdir(), "x.db")\n'
                   'engine = create_engine(f"sqlite:///{DB}")\n', "fail", "fail"),
        ("node", "const { DATABASE_URL = 'sqlite:./x.sqlite' } = process.env;\nconst s = new Sequelize(DATABASE_URL);\n",
         "pass", "pass"),
        ("node", "function make() {\n  const url = process.env.DATABASE_URL;\n  return url ? new Sequelize(url)"
                 " : new Sequelize({ dialect: 'sqlite', storage: 'x.sqlite' });\n}\nmake();\n", "pass", "pass"),  # (called: a function nothing calls never runs)
    ],
)  # fmt: skip
def test_values_the_environment_decides(runtime, code, postgres, sqlite, tmp_path):
    main = "main.py" if runtime == "python" else "main.js"
    files = {main: code + (QUERY if runtime == "python" else "User.findAll();\n"),
             "run.sh": f"exec {'python' if runtime == 'python' else 'node'} {main}\n"}  # fmt: skip
    for target, verdict in (("postgres", postgres), ("sqlite", sqlite)):
        [result] = verify_static(_project(files, runtime, tmp_path / target).source, Constraints(runtime, database=target))
        assert result.static_verdict == verdict, (target, result.decided_by)


def test_an_engine_nothing_stores_data_in_is_not_used(tmp_path):
    files = {"run.sh": "exec python main.py\n", "main.py": 'from sqlalchemy import create_engine\n'
             'engine = create_engine("sqlite:///x.db")\nUSERS: dict[int, dict] = {}\n'}  # fmt: skip
    [result] = verify_static(_project(files, "python", tmp_path / "a").source, Constraints("python", database="sqlite"))
    assert result.static_verdict == "fail" and result.decided_by["rule"] == "no data stored in the database"
    files["main.py"] += QUERY
    [result] = verify_static(_project(files, "python", tmp_path / "b").source, Constraints("python", database="sqlite"))
    assert result.static_verdict == "pass"


@pytest.mark.parametrize(
    "line,why",
    [
        ("storage: path.join(os.tmpdir(), 'conduit.sqlite')", "temporary directory"),
        ("storage: ':memory:'", "memory"),
        ("storage: '/tmp/conduit.sqlite'", "outside the project"),
    ],
)
def test_a_sqlite_database_must_be_a_file_of_the_project(line, why, tmp_path):
    files = {"run.sh": "node db.js", "db.js": "const os = require('os'); const path = require('path');\n"
             f"const s = new Sequelize({{ dialect: 'sqlite', {line} }});\nUser.findAll();\n"}  # fmt: skip
    [result] = verify_static(_project(files, "node", tmp_path).source, Constraints("node", database="sqlite"))
    assert result.static_verdict == "fail" and why in result.decided_by["summary"]


def test_another_engine_fails_either_target(tmp_path):
    files = {"run.sh": "node db.js", "db.js": "const mongoose = require('mongoose');\n"
             "mongoose.connect(process.env.DATABASE_URL);\nUser.find();\n"}  # fmt: skip
    for target in ("postgres", "sqlite"):
        [result] = verify_static(_project(files, "node", tmp_path / target).source, Constraints("node", database=target))
        assert result.static_verdict == "fail" and result.decided_by["rule"] == "another engine used"


def test_node_branches_chosen_by_the_environment(tmp_path):
    files = {"run.sh": "node db.js", "db.js": "const s = process.env.NODE_ENV === 'test'\n"
             "  ? new Sequelize('sqlite::memory:')\n  : new Sequelize(process.env.DATABASE_URL);\nUser.findAll();\n"}  # fmt: skip
    [result] = verify_static(_project(files, "node", tmp_path / "a").source, Constraints("node", database="postgres"))
    assert result.static_verdict == "pass"
    assert any("never takes" in str(i.get("ignored", "")) for i in result.evidence if isinstance(i, dict))
    files["run.sh"] = "NODE_ENV=test node db.js"
    [result] = verify_static(_project(files, "node", tmp_path / "b").source, Constraints("node", database="postgres"))
    assert result.static_verdict == "fail"


def test_a_dotenv_file_does_not_override_the_evaluation(tmp_path):
    files = {"run.sh": "cd api && node db.js", "api/.env": "DATABASE_URL=sqlite:./x.db\nDB_DIALECT_UNUSED=sqlite\n",
             "api/db.js": "require('dotenv').config();\nconst s = new Sequelize(process.env.DATABASE_URL);\nUser.findAll();\n"}  # fmt: skip
    [result] = verify_static(_project(files, "node", tmp_path / "a").source, Constraints("node", database="postgres"))
    assert result.static_verdict == "pass", result.decided_by
    [result] = verify_static(_project(files, "node", tmp_path / "b").source, Constraints("node", database="sqlite"))
    assert result.static_verdict == "pass" and result.decided_by["evidence"][0]["file"] == "api/.env"


def test_the_evaluation_environment_is_what_the_backends_give(tmp_path):
    from harness.backends.local.postgres import LocalPostgres
    from harness.verify.environment import given_environment

    assert given_environment("sqlite") == {} and given_environment(None) == {}
    backend = LocalPostgres(tmp_path, port=5432).env(host="postgres")  # the names a container knows it by
    assert given_environment("postgres") == backend


@pytest.mark.parametrize("target,verdict", [("sqlite", "pass"), ("postgres", "fail")])
def test_an_engine_option_with_an_environment_default(target, verdict, tmp_path):
    files = {"run.sh": "node db.js", "db.js": "require('knex')({ client: process.env.DB_CLIENT || 'sqlite3' });"}
    [result] = verify_static(_project(files, "node", tmp_path).source, Constraints("node", database=target))
    assert result.static_verdict == verdict and "DB_CLIENT" in result.decided_by["summary"] + str(result.decided_by)


def test_json_configuration_keyed_by_environment_applies_one_block(tmp_path):
    config = (
        '{\n  "development": {\n    "dialect": "sqlite"\n  },\n  "production": {\n    "dialect": "postgres"\n  }\n}\n'
    )
    files = {"run.sh": "node app.js", "app.js": "const c = require('./config.json')[process.env.NODE_ENV || 'development'];\nUser.findAll();",
             "config.json": config}  # fmt: skip
    [result] = verify_static(_project(files, "node", tmp_path).source, Constraints("node", database="sqlite"))
    assert result.static_verdict == "pass"
    files["run.sh"] = "NODE_ENV=production node app.js"
    [result] = verify_static(_project(files, "node", tmp_path / "prod").source, Constraints("node", database="sqlite"))
    assert result.static_verdict == "fail"


# ------------------------------------------------------------------------------------ the record
def test_result_records_stay_compatible():
    old = {"name": "orm", "mode": "strong", "passed": False, "evidence": [], "target": "sqlalchemy"}
    result = VerifierResult.from_dict(old)
    assert result.static_verdict == "fail" and result.decided_by is None and not result.unknown
    unknown = VerifierResult("database", "strong", True, [], "postgres", static_verdict="unknown")
    assert unknown.unknown and VerifierResult.from_dict(json.loads(json.dumps(unknown.to_dict()))) == unknown
    with pytest.raises(ValueError):
        VerifierResult("database", "strong", True, static_verdict="maybe")


def test_every_strong_verdict_says_what_decided_it():
    for case in corpus_module.load_cases(CORPUS)[:20]:
        for result in verify_static(case.source, case.constraints, mode="strong"):
            assert result.decided_by and result.decided_by["rule"] and result.decided_by["summary"], case.name


def test_an_unknown_verdict_the_label_does_not_announce_is_a_mismatch(tmp_path):
    case = tmp_path / "env-only"
    case.mkdir()
    (case / "run.sh").write_text("exec python main.py prod\n")
    (case / "main.py").write_text(SELECTED_AT_RUN_TIME + QUERY)
    label = {
        "why": "the configuration class comes from the command line",
        "runtime": "python",
        "constraints": {"database": "postgres"},
        "expect": {"database": "pass"},
    }
    (case / "label.yaml").write_text(yaml.safe_dump({**label, "paper": {"database": "fail"}}))
    report = corpus_module.evaluate(tmp_path)
    assert len(report.mismatches) == 1 and "static verdict unknown" in report.mismatches[0]
    (case / "label.yaml").write_text(
        yaml.safe_dump({**label, "static": {"database": "unknown"}, "paper": {"database": "fail"}})
    )
    report = corpus_module.evaluate(tmp_path)
    assert report.mismatches == [] and report.unknown == {"database": 1}
    (case / "label.yaml").write_text(yaml.safe_dump({**label, "static": {"database": "pass"}}))
    with pytest.raises(ValueError):
        corpus_module.load_cases(tmp_path)


# ------------------------------------------------------------------------------------ --explain
def test_explain_prints_the_chain_of_each_verdict(capsys):
    case = str(CORPUS / "v2-js-sequelize-cli-models-index")
    assert verify_command(case, "express-clean_architecture-sqlite-sequelize", "strong", False, explain=True) == 0
    out = capsys.readouterr().out
    for expected in (
        "entry points (1):",
        "src/app.js — run.sh:2 `exec node src/app.js`",
        "src/models/user.js ← src/models/index.js:",  # reached by the directory loader
        "src/models/user.js: models — directory 'src/models'",
        "decided by [required engine used]: sqlite is used: config/config.json:3",
        "ignored=the 'production' block (NODE_ENV=development applies)",
        "models (2):",
    ):
        assert expected in out, expected
    assert verify_command(case, "express-clean_architecture-postgres-sequelize", "strong", True, explain=True) == 1
    data = json.loads(capsys.readouterr().out)
    assert {"entry_points", "reachable", "files_read", "verdicts"} <= set(data)
    database = next(v for v in data["verdicts"] if v["result"]["name"] == "database")
    assert database["result"]["decided_by"]["rule"] == "other engine used" or not database["result"]["passed"]
    assert "not counted" in database["trace"]
    assert verify_command(case, "express-sqlite", "paper", False, explain=True) in (0, 1)
    assert "paper mode reads the lines the patch adds" in capsys.readouterr().out


def test_unknown_verdicts_pass_the_command(capsys, tmp_path):
    (tmp_path / "run.sh").write_text("exec python main.py prod\n")
    (tmp_path / "main.py").write_text(SELECTED_AT_RUN_TIME + QUERY)
    assert verify_command(str(tmp_path), "flask-postgres", "strong", False) == 0
    assert "database [strong, postgres]: UNKNOWN from the code" in capsys.readouterr().out


def test_a_driver_imported_for_its_error_types_is_not_use(tmp_path):
    """Code that recognises both engines' unique-violation errors connects to neither."""
    files = {"run.sh": "exec python main.py\n", "main.py": "import sqlite3\nfrom psycopg2.errors import UniqueViolation\n"
             "from sqlalchemy import create_engine\nengine = create_engine('sqlite:///x.db')\n"
             "def unique(error):\n    return isinstance(error, (UniqueViolation, sqlite3.IntegrityError))\n" + QUERY}  # fmt: skip
    [result] = verify_static(_project(files, "python", tmp_path / "a").source, Constraints("python", database="sqlite"))
    assert result.static_verdict == "pass", result.decided_by
    files["main.py"] += "conn = sqlite3.connect('x.db')\n"  # the module itself used: SQLite evidence, still a pass
    files["main.py"] = files["main.py"].replace("from psycopg2.errors import UniqueViolation", "import psycopg2")
    [result] = verify_static(_project(files, "python", tmp_path / "b").source, Constraints("python", database="sqlite"))
    assert result.static_verdict == "fail" and "psycopg2" in result.decided_by["summary"]


@pytest.mark.parametrize(
    "run_sh,verdict",
    [("exec node app.js", "fail"), ("export NODE_ENV=development\nexec node app.js", "pass")],
)
def test_an_application_that_stops_at_start_up_stores_nothing(run_sh, verdict, tmp_path):
    files = {"run.sh": run_sh, "app.js": "if (!process.env.NODE_ENV) throw new Error('Invalid environment');\n"
             "const s = new Sequelize({ dialect: 'sqlite', storage: 'db.sqlite' });\nUser.findAll();\n"}  # fmt: skip
    [result] = verify_static(_project(files, "node", tmp_path).source, Constraints("node", database="sqlite"))
    assert result.static_verdict == verdict, result.decided_by
    if verdict == "fail":
        assert result.decided_by["rule"] == "stops at start-up"


def test_sql_on_the_catalog_alone_is_not_application_sql(tmp_path):
    models = ("from sqlalchemy import create_engine, select\nfrom sqlalchemy.orm import DeclarativeBase, Mapped, "
              "mapped_column, Session\nclass Base(DeclarativeBase):\n    pass\nclass User(Base):\n"
              "    __tablename__ = 'users'\n    id: Mapped[int] = mapped_column(primary_key=True)\n"
              "session = Session(create_engine('sqlite:///x.db'))\n")
    files = {"run.sh": "exec python main.py\n", "main.py": models + QUERY
             + "ADMIN = \"SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'x'\"\n"}  # fmt: skip
    [result] = verify_static(_project(files, "python", tmp_path / "a").source, Constraints("python", orm=True))
    assert result.passed, result.decided_by
    files["main.py"] += "FEED = 'SELECT * FROM articles'\n"
    [result] = verify_static(_project(files, "python", tmp_path / "b").source, Constraints("python", orm=True))
    assert not result.passed


def test_handlers_outside_the_routes_layer_are_found_by_what_they_register():
    """Decorated endpoints, functions given to add_get/add_url_rule, and JS `app.get('/x', …)`
    calls are HTTP handlers wherever they sit; other functions and calls are not."""
    from harness.verify.graph import ParsedFile
    from harness.verify.handlers import handler_spans

    python = (
        "from fastapi import FastAPI\napp = FastAPI()\n\n@app.get('/api/tags')\ndef tags():\n    return []\n\n"
        "def stats(request):\n    return 1\n\napp.router.add_get('/api/stats', stats)\n\ndef helper():\n    return 2\n"
    )
    assert handler_spans(ParsedFile("main.py", "python", code=python)) == [(5, 6), (8, 9)]
    js = "const app = express();\napp.get('/api/tags', async (req, res) => {\n  res.json(await Tag.findAll());\n});\nmap.get(key);\n"
    assert handler_spans(ParsedFile("app.js", "node", code=js)) == [(2, 4)]


def test_main_blocks_of_imported_modules_never_run(tmp_path):
    """Under gunicorn the module is imported: its __main__ block, and what only the block uses,
    never run; run with `python -m`, they do."""
    from harness.verify.main_blocks import never_run_spans

    code = (
        "import sqlite3\nSEED = 'INSERT INTO tags (name) VALUES (1)'\n\ndef seed():\n    sqlite3.connect('x.db').executescript(SEED)\n\n"
        "def app():\n    return seed\n\nif __name__ == '__main__':\n    seed()\n"
    )
    imported = _project({"conduit/app.py": code, "run.sh": "gunicorn conduit.app:app\n"}, "python", tmp_path / "imported")
    assert never_run_spans(imported, "conduit/app.py") == [(10, 11)]  # seed is also used by app(): it may run
    main = code.replace("    return seed\n", "    return 1\n")
    imported = _project({"conduit/app.py": main, "run.sh": "gunicorn conduit.app:app\n"}, "python", tmp_path / "only")
    assert never_run_spans(imported, "conduit/app.py") == [(10, 11), (4, 5), (2, 2)]
    run = _project({"conduit/app.py": main, "run.sh": "python -m conduit.app\n"}, "python", tmp_path / "run")
    assert never_run_spans(run, "conduit/app.py") == []


def test_defaults_merged_under_the_environment_are_defaults_of_its_variables():
    """ChainMap(os.environ, D) and {**D, **env} (env a copy of os.environ): each value of D is the
    default of the variable its key names, or of the one a key mirrors; the reverse order gives none."""
    from harness.verify.pyenv import env_reads

    import ast

    code = (
        "import os\nfrom collections import ChainMap\nD = {'DATABASE_URL': 'sqlite:///x.db', 'URI': 'sqlite:///y.db'}\n"
        "env = dict(os.environ)\nenv['URI'] = env['DATABASE_URL']\nA = ChainMap(os.environ, D)\nB = {**D, **env}\n"
        "C = ChainMap(D, os.environ)\n"
    )
    reads = [(r.variable, r.line) for r in env_reads(ast.parse(code)) if r.default and r.default[0] == 3]
    assert sorted(reads) == [("DATABASE_URL", 3), ("DATABASE_URL", 3), ("DATABASE_URL", 3), ("URI", 3)]


def test_circus_watchers_get_only_their_env_section_unless_they_copy_the_environment():
    """circusd starts each watcher's cmd; without copy_env the evaluation's variables are not
    passed on (the marker env -i uses), only the [env:…] section's."""
    from harness.verify.shell import CLEARED_ENVIRONMENT
    from harness.verify.supervisord import expand

    ini = "[watcher:api]\ncmd = uvicorn app.main:app --port 8080\nworking_dir = backend\n\n[env:api]\nLOG_LEVEL = info\n"
    [command] = expand(read_script("exec circusd circus.ini\n"), {"circus.ini": ini})
    assert (command.program, command.cwd) == ("uvicorn", "backend")
    assert command.env.get("LOG_LEVEL") == "info" and CLEARED_ENVIRONMENT in command.env
    copied = ini.replace("working_dir = backend\n", "copy_env = true\n")
    [command] = expand(read_script("exec circusd circus.ini\n"), {"circus.ini": copied})
    assert CLEARED_ENVIRONMENT not in command.env and command.env.get("LOG_LEVEL") == "info"


def test_env_files_rank_local_overrides_first():
    from harness.verify.environment import _env_file_rank

    names = [".env", ".env.defaults", "config.json", ".env.production", ".env.local"]
    assert sorted(names, key=_env_file_rank) == [".env.local", "config.json", ".env.production", ".env", ".env.defaults"]



# ------------------------------------------------------- classes of the twenty-eighth/ninth sets
def _verdict(files: dict[str, str], runtime: str, tmp_path: Path, **constraints) -> dict[str, VerifierResult]:
    results = verify_static(_project(files, runtime, tmp_path).source, Constraints(runtime, **constraints))
    return {r.name: r for r in results}


def test_package_imports_follow_node_s_conditions(tmp_path):
    """`#config` maps {"production": …, "default": …}: Node picks production only when the start
    command gives `--conditions=production`."""
    files = {
        "package.json": json.dumps({"type": "module", "imports": {"#config": {
            "production": "./src/prod.js", "default": "./src/dev.js"}}}),  # fmt: skip
        "src/prod.js": "export default { url: process.env.DATABASE_URL, dialect: 'postgres' };\n",
        "src/dev.js": "export default { storage: 'dev.sqlite', dialect: 'sqlite' };\n",
        "src/server.js": "import config from '#config';\nconst s = new Sequelize(config);\nawait User.findAll();\n",
        "run.sh": "exec node --conditions=production src/server.js\n",
    }
    assert _verdict(files, "node", tmp_path / "a", database="postgres")["database"].static_verdict == "pass"
    files["run.sh"] = "exec node src/server.js\n"
    assert _verdict(files, "node", tmp_path / "b", database="postgres")["database"].static_verdict == "fail"


def test_django_settings_without_databases_store_nothing(tmp_path):
    settings = "INSTALLED_APPS = ['app']\nROOT_URLCONF = 'app.urls'\n"
    files = {
        "run.sh": "export DJANGO_SETTINGS_MODULE=conf.settings\nexec python manage.py runserver 0.0.0.0:8080\n",
        "manage.py": "import os\nos.environ.setdefault('DJANGO_SETTINGS_MODULE', 'conf.settings')\n",
        "conf/__init__.py": "",
        "conf/settings.py": settings + "DATABASE = {'default': {'ENGINE': 'django.db.backends.postgresql'}}\n",
        "app/__init__.py": "",
        "app/models.py": "from django.db import models\nclass Tag(models.Model):\n    name = models.TextField()\n",
        "app/urls.py": "from app.models import Tag\nurlpatterns = []\ndef tags(request):\n    return list(Tag.objects.all())\n",
    }
    result = _verdict(files, "python", tmp_path / "a", database="postgres")["database"]
    assert result.static_verdict == "fail" and "no DATABASES" in result.decided_by["summary"]
    files["conf/settings.py"] = settings + "import dj_database_url\nDATABASES = {'default': dj_database_url.config()}\n"
    assert _verdict(files, "python", tmp_path / "b", database="postgres")["database"].static_verdict == "pass"


def test_a_pickle_file_beside_the_database_is_another_store(tmp_path):
    files = {"run.sh": "exec python main.py\n", "main.py": 'from sqlalchemy import create_engine, select\n'
             'engine = create_engine("sqlite:///x.db")\n' + QUERY}  # fmt: skip
    assert _verdict(files, "python", tmp_path / "a", database="sqlite")["database"].static_verdict == "pass"
    files["main.py"] += ("import pickle\ndef save(follows):\n    with open('follows.pkl', 'wb') as f:\n"
                         "        pickle.dump(follows, f)\ndef load():\n    with open('follows.pkl', 'rb') as f:\n"
                         "        return pickle.load(f)\n")  # fmt: skip
    assert _verdict(files, "python", tmp_path / "b", database="sqlite")["database"].static_verdict == "fail"


def test_settings_given_by_the_initialiser_beat_the_environment(tmp_path):
    config = ("import os\nfrom pydantic_settings import BaseSettings\nclass Settings(BaseSettings):\n"
              "    database_url: str\n")  # fmt: skip
    files = {"run.sh": "exec uvicorn main:app\n", "main.py": config + "settings = Settings()\n"
             "from sqlalchemy import create_engine, select\nengine = create_engine(settings.database_url)\n" + QUERY}  # fmt: skip
    assert _verdict(files, "python", tmp_path / "a", database="postgres")["database"].static_verdict == "pass"
    files["main.py"] = files["main.py"].replace(
        "Settings()", "Settings(database_url=os.getenv('DB_URL', 'postgresql://u:p@localhost:5432/conduit'))")
    result = _verdict(files, "python", tmp_path / "b", database="postgres")["database"]
    assert result.static_verdict == "fail" and "localhost" in result.decided_by["summary"]


def test_a_function_only_a_flag_the_start_command_never_gives_calls_never_runs(tmp_path):
    files = {
        "run.sh": "exec node src/server.js\n",
        "src/server.js": "const { sequelize, User } = require('./db');\n"
        "async function reset() {\n  await sequelize.query('DELETE FROM users');\n}\n"
        "async function main() {\n  if (process.argv.includes('--reset')) {\n    await reset();\n  }\n"
        "  await User.findAll();\n}\nmain();\n",
        "src/db.js": "const { Sequelize, DataTypes } = require('sequelize');\n"
        "const sequelize = new Sequelize({ dialect: 'sqlite', storage: 'x.sqlite' });\n"
        "const User = sequelize.define('User', { name: DataTypes.STRING });\nmodule.exports = { sequelize, User };\n",
    }
    assert _verdict(files, "node", tmp_path / "a", database="sqlite", orm=True)["orm"].static_verdict == "pass"
    files["run.sh"] = "exec node src/server.js --reset\n"
    assert _verdict(files, "node", tmp_path / "b", database="sqlite", orm=True)["orm"].static_verdict == "fail"


SEQUELIZE_SQLITE = ("const { Sequelize, DataTypes } = require('sequelize');\n"
                    "const sequelize = new Sequelize({ dialect: 'sqlite', storage: config.storage });\n"
                    "const Tag = sequelize.define('Tag', { name: DataTypes.STRING });\nTag.findAll();\n")  # fmt: skip


def test_npm_dotenv_reads_key_colon_value_lines(tmp_path):
    config = "require('dotenv').config();\nconst config = { storage: process.env.SQLITE_FILE || 'data/x.sqlite' };\n"
    files = {"run.sh": "exec node server.js\n", "server.js": config + SEQUELIZE_SQLITE, ".env": "SQLITE_FILE=data/y.sqlite\n"}
    assert _verdict(files, "node", tmp_path / "a", database="sqlite")["database"].static_verdict == "pass"
    files[".env"] = "SQLITE_FILE: /tmp/y.sqlite\n"
    assert _verdict(files, "node", tmp_path / "b", database="sqlite")["database"].static_verdict == "fail"


def test_a_dot_env_run_sh_copies_from_an_example_is_read(tmp_path):
    config = "require('dotenv').config();\nconst config = { storage: process.env.SQLITE_FILE || 'data/x.sqlite' };\n"
    files = {"run.sh": "exec node server.js\n", "server.js": config + SEQUELIZE_SQLITE, ".env.example": "SQLITE_FILE=/tmp/y.sqlite\n"}
    assert _verdict(files, "node", tmp_path / "a", database="sqlite")["database"].static_verdict == "pass"
    files["run.sh"] = "[ -f .env ] || cp .env.example .env\nexec node server.js\n"
    assert _verdict(files, "node", tmp_path / "b", database="sqlite")["database"].static_verdict == "fail"


def test_a_module_assigning_pghost_from_an_unset_variable_replaces_the_given_server(tmp_path):
    pool = "const { Pool } = require('pg');\nconst pool = new Pool({ host: process.env.PGHOST });\npool.query('SELECT 1');\n"
    files = {"run.sh": "exec node server.js\n", "server.js": "process.env.PGHOST = process.env.DB_HOST || process.env.PGHOST || 'localhost';\n" + pool}
    assert _verdict(files, "node", tmp_path / "a", database="postgres")["database"].static_verdict == "pass"
    files["server.js"] = "process.env.PGHOST = process.env.DB_HOST || 'localhost';\n" + pool
    result = _verdict(files, "node", tmp_path / "b", database="postgres")["database"]
    assert result.static_verdict == "fail" and "localhost" in result.decided_by["summary"]


def test_a_handler_that_builds_its_repository_reaches_the_data_layer(tmp_path):
    files = {
        "run.sh": "exec uvicorn app.main:app\n",
        "app/__init__.py": "", "app/main.py": "from fastapi import FastAPI\nfrom app.routes.tags import router\napp = FastAPI()\napp.include_router(router)\n",
        "app/routes/__init__.py": "", "app/services/__init__.py": "", "app/repositories/__init__.py": "", "app/models/__init__.py": "",
        "app/models/tag.py": "class Tag:\n    name = ''\n",
        "app/repositories/tags.py": "from app.models.tag import Tag\nclass TagRepository:\n    def __init__(self, db):\n        self.db = db\n"
                                    "    def names(self):\n        return [Tag.name]\n",
        "app/services/tags.py": "class TagService:\n    def __init__(self, repo):\n        self.repo = repo\n    def names(self):\n        return self.repo.names()\n",
        "app/routes/tags.py": "from fastapi import APIRouter, Depends\nfrom app.repositories.tags import TagRepository\n"
                              "from app.services.tags import TagService\nrouter = APIRouter()\n"
                              "def get_service(db=None):\n    return TagService(TagRepository(db))\n"
                              "@router.get('/api/tags')\ndef tags(service=Depends(get_service)):\n    return service.names()\n",
    }  # fmt: skip
    assert _verdict(files, "python", tmp_path / "a", architecture=True)["architecture"].static_verdict == "pass"
    files["app/routes/tags.py"] = ("from fastapi import APIRouter\nfrom app.repositories.tags import TagRepository\n"
                                   "from app.services.tags import TagService\nrouter = APIRouter()\n"
                                   "@router.get('/api/tags')\ndef tags(db=None):\n    return TagService(TagRepository(db)).names()\n")  # fmt: skip
    assert _verdict(files, "python", tmp_path / "b", architecture=True)["architecture"].static_verdict == "fail"


def test_a_settings_reader_nothing_calls_leaves_the_default(tmp_path):
    settings = ("import os\nclass Settings:\n    url = 'postgresql://u:p@localhost:5432/conduit'\n    @classmethod\n"
                "    def from_env(cls):\n        s = cls()\n        s.url = os.environ['DATABASE_URL']\n        return s\n")  # fmt: skip
    engine = "from sqlalchemy import create_engine, select\nengine = create_engine(settings.url)\n" + QUERY
    files = {"run.sh": "exec python main.py\n", "main.py": settings + "settings = Settings.from_env()\n" + engine}
    assert _verdict(files, "python", tmp_path / "a", database="postgres")["database"].static_verdict == "pass"
    files["main.py"] = settings + "settings = Settings()\n" + engine
    assert _verdict(files, "python", tmp_path / "b", database="postgres")["database"].static_verdict == "fail"


def test_an_es_module_has_no_dirname(tmp_path):
    storage = ("const path = require('path');\nconst os = require('os');\nconst dir = typeof __dirname !== 'undefined'\n"
               "  ? path.join(__dirname, 'data')\n  : path.join(os.tmpdir(), 'data');\nconst config = { storage: path.join(dir, 'x.sqlite') };\n")  # fmt: skip
    files = {"run.sh": "exec node server.js\n", "package.json": "{}", "server.js": storage + SEQUELIZE_SQLITE}
    assert _verdict(files, "node", tmp_path / "a", database="sqlite")["database"].static_verdict == "pass"
    files["package.json"] = '{"type": "module"}'
    files["server.js"] = files["server.js"].replace("require('path')", "await import('path')").replace("require('os')", "await import('os')")
    assert _verdict(files, "node", tmp_path / "b", database="sqlite")["database"].static_verdict == "fail"


def test_a_profile_the_start_command_names_selects_the_configuration_block(tmp_path):
    files = {
        "run.sh": "exec node server.js production\n",
        "profiles.json": '{\n  "development": { "storage": ":memory:" },\n  "production": { "storage": "data/x.sqlite" }\n}\n',
        "server.js": "const profiles = require('./profiles.json');\n"
                     "const profile = process.argv[2] || process.env.APP_PROFILE || 'development';\n"
                     "const config = { storage: profiles[profile].storage };\n" + SEQUELIZE_SQLITE,
    }  # fmt: skip
    assert _verdict(files, "node", tmp_path / "a", database="sqlite")["database"].static_verdict == "pass"
    files["run.sh"] = "exec node server.js\n"
    assert _verdict(files, "node", tmp_path / "b", database="sqlite")["database"].static_verdict == "fail"


def test_a_repository_in_the_routes_services_slot_is_reached_by_the_route(tmp_path):
    files = {
        "run.sh": "exec node src/main.js\n",
        "src/models/tag.js": "class Tag {}\nmodule.exports = { Tag };\n",
        "src/repositories/tag.repository.js": "const { Tag } = require('../models/tag');\n"
                                              "class TagRepository { list() { return Tag.findAll(); } }\nmodule.exports = { TagRepository };\n",
        "src/services/tag.service.js": "class TagService { constructor(repo) { this.repo = repo; } list() { return this.repo.list(); } }\n"
                                       "module.exports = { TagService };\n",
        "src/routes/tags.js": "module.exports = (app) => app.get('/api/tags', async (req, res) => res.json({ tags: await req.services.tags.list() }));\n",
        "src/main.js": "const { TagRepository } = require('./repositories/tag.repository');\n"
                       "const { TagService } = require('./services/tag.service');\nconst tags = require('./routes/tags');\n"
                       "const tagRepository = new TagRepository();\nconst tagService = new TagService(tagRepository);\n"
                       "const services = {\n  tags: tagService,\n};\nconst app = require('express')();\n"
                       "app.use((req, res, next) => { req.services = services; next(); });\ntags(app);\n",
    }  # fmt: skip
    assert _verdict(files, "node", tmp_path / "a", architecture=True)["architecture"].static_verdict == "pass"
    files["src/main.js"] = files["src/main.js"].replace("tags: tagService", "tags: tagRepository")
    assert _verdict(files, "node", tmp_path / "b", architecture=True)["architecture"].static_verdict == "fail"


def test_django_s_own_user_model_beside_sqlalchemy_is_another_orm(tmp_path):
    view = ("from sqlalchemy import create_engine, select, Column, Integer\nfrom sqlalchemy.orm import declarative_base, Session\n"
            "Base = declarative_base()\nclass Tag(Base):\n    __tablename__ = 'tags'\n    id = Column(Integer, primary_key=True)\n"
            "engine = create_engine('sqlite:///x.db')\nrows = Session(engine).scalars(select(Tag))\n")  # fmt: skip
    files = {"run.sh": "exec python main.py\n", "main.py": view}
    assert _verdict(files, "python", tmp_path / "a", database="sqlite", orm=True)["orm"].static_verdict == "pass"
    files["main.py"] = view + "from django.contrib.auth.models import User\ndef register(name):\n    return User.objects.create_user(name)\nregister('x')\n"
    assert _verdict(files, "python", tmp_path / "b", database="sqlite", orm=True)["orm"].static_verdict == "fail"


def test_django_environ_reads_no_file_without_read_env(tmp_path):
    settings = ("import environ\nenv = environ.Env()\nDEBUG = env.bool('DJANGO_DEBUG', default=True)\n"
                "DATABASES = {'default': {'ENGINE': 'django.db.backends.postgresql', 'HOST': env('PGHOST')}}\n"
                "if DEBUG:\n    DATABASES = {'default': {'ENGINE': 'django.db.backends.sqlite3', 'NAME': 'debug.sqlite3'}}\n")  # fmt: skip
    files = {
        "run.sh": "export DJANGO_SETTINGS_MODULE=conf.settings\nexec gunicorn conf.wsgi\n", ".env": "DJANGO_DEBUG=False\n",
        "conf/__init__.py": "", "conf/wsgi.py": "from django.core.wsgi import get_wsgi_application\napplication = get_wsgi_application()\n",
        "conf/settings.py": settings.replace("env = environ.Env()\n", "env = environ.Env()\nenviron.Env.read_env('.env')\n"),
        "conf/urls.py": "from app.models import Tag\nurlpatterns = []\ndef tags(request):\n    return list(Tag.objects.all())\n",
        "app/__init__.py": "", "app/models.py": "from django.db import models\nclass Tag(models.Model):\n    name = models.TextField()\n",
    }  # fmt: skip
    files["conf/settings.py"] += "ROOT_URLCONF = 'conf.urls'\nINSTALLED_APPS = ['app']\n"
    settings += "ROOT_URLCONF = 'conf.urls'\nINSTALLED_APPS = ['app']\n"
    assert _verdict(files, "python", tmp_path / "a", database="postgres")["database"].static_verdict == "pass"
    files["conf/settings.py"] = settings
    assert _verdict(files, "python", tmp_path / "b", database="postgres")["database"].static_verdict == "fail"


def test_env_cmd_takes_the_named_environment_of_its_rc_file(tmp_path):
    files = {
        "run.sh": "exec npx env-cmd -e production node server.js\n",
        ".env-cmdrc": '{"development": {"DATABASE_URL": "postgres://u:p@localhost:5432/dev"}, "production": {"LOG": "1"}}',
        "server.js": "const { Pool } = require('pg');\nconst pool = new Pool({ connectionString: process.env.DATABASE_URL });\npool.query('SELECT 1');\n",
    }
    assert _verdict(files, "node", tmp_path / "a", database="postgres")["database"].static_verdict == "pass"
    files["run.sh"] = "exec npx env-cmd -e development node server.js\n"
    assert _verdict(files, "node", tmp_path / "b", database="postgres")["database"].static_verdict == "fail"


def test_autoload_skips_the_files_its_ignore_filter_matches(tmp_path):
    files = {
        "run.sh": "exec node server.js\n",
        "server.js": "const autoload = require('@fastify/autoload');\nconst path = require('path');\nconst app = require('fastify')();\n"
                     "app.register(autoload, { dir: path.join(__dirname, 'routes'), ignoreFilter: /\\.legacy\\.js$/ });\n",
        "db.js": "const { Sequelize, DataTypes } = require('sequelize');\nconst sequelize = new Sequelize({ dialect: 'sqlite', storage: 'x.sqlite' });\n"
                 "const Tag = sequelize.define('Tag', { name: DataTypes.STRING });\nmodule.exports = { sequelize, Tag };\n",
        "routes/tags.js": "const { Tag } = require('../db');\nmodule.exports = async (app) => app.get('/api/tags', () => Tag.findAll());\n",
        "routes/tags.legacy.js": "const { sequelize } = require('../db');\nmodule.exports = async (app) => app.get('/api/old', () => sequelize.query('SELECT name FROM Tags'));\n",
    }  # fmt: skip
    assert _verdict(files, "node", tmp_path / "a", database="sqlite", orm=True)["orm"].static_verdict == "pass"
    files["server.js"] = files["server.js"].replace("ignoreFilter: /\\.legacy\\.js$/", "ignoreFilter: /\\.old\\.js$/")
    assert _verdict(files, "node", tmp_path / "b", database="sqlite", orm=True)["orm"].static_verdict == "fail"


def test_copies_run_sh_makes_are_those_into_the_project():
    from harness.verify.shell import copied_files

    texts = {".env.example": "A=1\n", ".env": "A=0\n"}
    assert copied_files("cp .env.example .env.local\n", texts) == {".env.local": "A=1\n"}
    assert copied_files("cat .env.example > .env.local\n", texts) == {".env.local": "A=1\n"}
    assert copied_files("cp .env.example .env\n", texts) == {".env": "A=1\n"}  # unguarded: overwritten
    assert copied_files("[ -f .env ] || cp .env.example .env\n", texts) == {}  # guarded: the project's own stays
    assert copied_files("cd . && cat .env.example .env.local\n", texts) == {}  # printed, not written
    assert copied_files('cp .env.example "$HOME/.env"\n', texts) == {}  # outside the project


# ------------------------------------------------------- classes of the thirty-second set
def test_nodemon_hands_its_configuration_s_env_under_the_given_variables(tmp_path):
    config = "const config = { storage: process.env.DB_STORAGE || 'data/x.sqlite' };\n"
    files = {"run.sh": "exec node server.js\n", "server.js": config + SEQUELIZE_SQLITE,
             "nodemon.json": '{"watch": ["."], "env": {"DB_STORAGE": "/tmp/dev.sqlite"}}'}  # fmt: skip
    assert _verdict(files, "node", tmp_path / "a", database="sqlite")["database"].static_verdict == "pass"
    files["run.sh"] = "exec npx nodemon server.js\n"
    assert _verdict(files, "node", tmp_path / "b", database="sqlite")["database"].static_verdict == "fail"
    pool = "const { Pool } = require('pg');\nconst pool = new Pool({ connectionString: process.env.DATABASE_URL });\npool.query('SELECT 1');\n"
    files = {"run.sh": "exec npx nodemon server.js\n", "server.js": pool,
             "nodemon.json": '{"env": {"DATABASE_URL": "postgres://u:p@localhost:5432/dev"}}'}  # fmt: skip
    assert _verdict(files, "node", tmp_path / "c", database="postgres")["database"].static_verdict == "pass"  # the given value wins


def test_cosmiconfig_takes_package_json_s_key_before_an_rc_file(tmp_path):
    config = ("const { cosmiconfigSync } = require('cosmiconfig');\nconst found = cosmiconfigSync('conduit').search();\n"
              "const config = { storage: 'data/x.sqlite', ...(found ? found.config : {}) };\n")  # fmt: skip
    files = {"run.sh": "exec node server.js\n", "server.js": config + SEQUELIZE_SQLITE, ".conduitrc.json": '{"storage": "data/y.sqlite"}',
             "package.json": '{"dependencies": {"cosmiconfig": "9.0.0"}}'}  # fmt: skip
    assert _verdict(files, "node", tmp_path / "a", database="sqlite")["database"].static_verdict == "pass"
    files["package.json"] = '{"dependencies": {"cosmiconfig": "9.0.0"}, "conduit": {"storage": "/tmp/y.sqlite"}}'
    assert _verdict(files, "node", tmp_path / "b", database="sqlite")["database"].static_verdict == "fail"


def test_a_package_installed_as_a_copy_runs_from_site_packages(tmp_path):
    files = {
        "run.sh": "exec python -m api\n", "requirements.txt": "SQLAlchemy==2.0.36\n-e .\n", "pyproject.toml": "[project]\nname = 'api'\n",
        "src/api/__init__.py": "", "src/api/__main__.py": "from api import db\n",
        "src/api/db.py": "from pathlib import Path\nfrom sqlalchemy import create_engine, select\n"
                         "FILE = Path(__file__).resolve().parent / 'x.sqlite3'\nengine = create_engine(f'sqlite:///{FILE}')\n" + QUERY,
    }  # fmt: skip
    assert _verdict(files, "python", tmp_path / "a", database="sqlite")["database"].static_verdict == "pass"
    files["requirements.txt"] = "SQLAlchemy==2.0.36\n.\n"  # not editable: the import finds site-packages' copy
    result = _verdict(files, "python", tmp_path / "b", database="sqlite")["database"]
    assert result.static_verdict == "fail" and "installed copy" in result.decided_by["summary"]
    files["run.sh"] = "export PYTHONPATH=src\nexec python -m api\n"  # src/ first on the import path: the project's own copy
    assert _verdict(files, "python", tmp_path / "c", database="sqlite")["database"].static_verdict == "pass"


def test_the_interpreter_s_installation_is_outside_the_project(tmp_path):
    engine = "from sqlalchemy import create_engine, select\nengine = create_engine(f'sqlite:///{FILE}')\n" + QUERY
    files = {"run.sh": "exec python main.py\n", "main.py": "from pathlib import Path\nFILE = Path(__file__).parent / 'x.sqlite3'\n" + engine}
    assert _verdict(files, "python", tmp_path / "a", database="sqlite")["database"].static_verdict == "pass"
    files["main.py"] = "import sysconfig\nfrom pathlib import Path\nFILE = Path(sysconfig.get_path('data')) / 'x.sqlite3'\n" + engine
    assert _verdict(files, "python", tmp_path / "b", database="sqlite")["database"].static_verdict == "fail"


@pytest.mark.parametrize(("run_sh", "verdict"), [
    ("exec python main.py\n", "pass"),  # sys.argv[0] is main.py: the file sits in the project
    ("exec gunicorn main:app\n", "fail"),  # the console script in the install's bin/
    ("exec python -m uvicorn main:app\n", "fail"),  # uvicorn's __main__.py in site-packages
])  # fmt: skip
def test_the_started_program_s_path_depends_on_the_start_command(run_sh, verdict, tmp_path):
    main = ("import sys\nfrom pathlib import Path\nHERE = Path(sys.argv[0]).resolve().parent\nFILE = HERE / 'x.sqlite3'\n"
            "from sqlalchemy import create_engine, select\nengine = create_engine(f'sqlite:///{FILE}')\n" + QUERY + "app = object()\n")  # fmt: skip
    files = {"run.sh": run_sh, "main.py": main}
    assert _verdict(files, "python", tmp_path, database="sqlite")["database"].static_verdict == verdict


def test_django_configurations_values_read_their_variable(tmp_path):
    files = {
        "run.sh": "export DJANGO_SETTINGS_MODULE=conf.settings DJANGO_CONFIGURATION=Prod\nexec gunicorn conf.wsgi\n",
        "conf/__init__.py": "", "conf/wsgi.py": "from configurations.wsgi import get_wsgi_application\napplication = get_wsgi_application()\n",
        "conf/settings.py": "from configurations import Configuration, values\nclass Prod(Configuration):\n"
                            "    ROOT_URLCONF = 'conf.urls'\n    INSTALLED_APPS = ['app']\n"
                            "    DATABASES = values.DatabaseURLValue('sqlite:///db.sqlite3')\n",
        "conf/urls.py": "from app.models import Tag\nurlpatterns = []\ndef tags(request):\n    return list(Tag.objects.all())\n",
        "app/__init__.py": "", "app/models.py": "from django.db import models\nclass Tag(models.Model):\n    name = models.TextField()\n",
    }  # fmt: skip
    files["conf/settings.py"] += ("class Dev(Configuration):\n    ROOT_URLCONF = 'conf.urls'\n    INSTALLED_APPS = ['app']\n"
                                  "    DATABASES = {'default': {'ENGINE': 'django.db.backends.sqlite3', 'NAME': 'dev.sqlite3'}}\n")  # fmt: skip
    assert _verdict(files, "python", tmp_path / "a", database="postgres")["database"].static_verdict == "pass"  # DATABASE_URL is given
    files["run.sh"] = files["run.sh"].replace("=Prod", "=Dev")  # the other class
    assert _verdict(files, "python", tmp_path / "b", database="postgres")["database"].static_verdict == "fail"
    files["run.sh"] = files["run.sh"].replace("=Dev", "=Prod")
    files["conf/settings.py"] = files["conf/settings.py"].replace("DatabaseURLValue('sqlite", "DatabaseURLValue(environ_name='DB_URL', default='sqlite")
    assert _verdict(files, "python", tmp_path / "c", database="postgres")["database"].static_verdict == "fail"  # DB_URL is not given


def test_a_later_flask_configuration_step_replaces_a_key(tmp_path):
    factory = ("import os\nfrom flask import Flask\nfrom flask_sqlalchemy import SQLAlchemy\ndb = SQLAlchemy()\n"
               "def create_app():\n    app = Flask(__name__)\n    app.config.from_object('config.defaults')\n"
               "    LATER\n    db.init_app(app)\n    return app\nclass Tag(db.Model):\n    id = db.Column(db.Integer, primary_key=True)\n"
               "def tags():\n    return db.session.scalars(db.select(Tag)).all()\n")  # fmt: skip
    files = {
        "run.sh": "export CONDUIT_SETTINGS=\"$PWD/config/production.cfg\"\nexec gunicorn 'conduit:create_app()'\n",
        "config/__init__.py": "", "config/defaults.py": "SQLALCHEMY_DATABASE_URI = 'sqlite:///dev.sqlite3'\n",
        "config/production.cfg": "import os\nSQLALCHEMY_DATABASE_URI = os.environ['DATABASE_URL']\n",
        "conduit/__init__.py": factory.replace("LATER", "pass"),
    }  # fmt: skip
    assert _verdict(files, "python", tmp_path / "a", database="postgres")["database"].static_verdict == "fail"
    files["conduit/__init__.py"] = factory.replace("LATER", "app.config['SQLALCHEMY_DATABASE_URI'] = os.environ['DATABASE_URL']")
    assert _verdict(files, "python", tmp_path / "b", database="postgres")["database"].static_verdict == "pass"
    files["conduit/__init__.py"] = factory.replace("LATER", "app.config.from_envvar('CONDUIT_SETTINGS')")  # runs production.cfg
    assert _verdict(files, "python", tmp_path / "c", database="postgres")["database"].static_verdict == "pass"
    files["conduit/__init__.py"] = factory.replace("LATER", "if os.environ.get('PROD'):\n        app.config.from_envvar('CONDUIT_SETTINGS')")
    assert _verdict(files, "python", tmp_path / "d", database="postgres")["database"].static_verdict == "fail"
    files["conduit/__init__.py"] = "from conduit.engine import engine\n" + factory.replace("LATER", "app.config.from_envvar('CONDUIT_SETTINGS')")
    files["conduit/engine.py"] = ("from sqlalchemy import create_engine, text\nfrom config.defaults import SQLALCHEMY_DATABASE_URI\n"
                                  "engine = create_engine(SQLALCHEMY_DATABASE_URI)\n")  # the module's own value, not the app's
    assert _verdict(files, "python", tmp_path / "e", database="postgres")["database"].static_verdict == "fail"


@pytest.mark.parametrize(("flask", "verdict"), [("Flask==3.0.3", "fail"), ("Flask==3.1.0", "pass")])
def test_flask_s_env_file_option_comes_after_flaskenv_before_3_1(flask, verdict, tmp_path):
    app = ("import os\nfrom flask import Flask\nfrom sqlalchemy import create_engine, select\n"
           "engine = create_engine('sqlite:///' + os.path.abspath(os.environ['DB_PATH']))\n" + QUERY + "app = Flask(__name__)\n")  # fmt: skip
    files = {"run.sh": "exec flask --env-file .env.eval --app app run\n", "requirements.txt": f"{flask}\npython-dotenv==1.0.1\n",
             ".flaskenv": "DB_PATH=/tmp/dev.sqlite3\n", ".env.eval": "DB_PATH=var/conduit.sqlite3\n", "app.py": app}  # fmt: skip
    assert _verdict(files, "python", tmp_path, database="sqlite")["database"].static_verdict == verdict


# ------------------------------------------------------- classes of the thirty-third set
def test_an_embedded_key_value_store_beside_the_database_is_another_store(tmp_path):
    engine = "from sqlalchemy import create_engine, select\nengine = create_engine('sqlite:///data/x.sqlite3')\n" + QUERY
    follows = "def follow(a, b):\n    with env.begin(write=True) as txn:\n        txn.put(f'{a}:{b}'.encode(), b'1')\nfollow('a', 'b')\n"
    files = {"run.sh": "exec python main.py\n", "main.py": engine}
    assert _verdict(files, "python", tmp_path / "a", database="sqlite")["database"].static_verdict == "pass"
    files["main.py"] += "import follows\n"
    files["follows.py"] = "import lmdb\nenv = lmdb.open('data/follows.lmdb')\n" + follows  # the follow relation in LMDB's file
    assert _verdict(files, "python", tmp_path / "b", database="sqlite")["database"].static_verdict == "fail"


def test_a_route_that_ends_the_transaction_drives_the_data_layer(tmp_path):
    files = {
        "run.sh": "exec gunicorn 'app:create_app()'\n",
        "app/__init__.py": "from flask import Flask\nfrom app.routes.tags import bp\ndef create_app():\n    a = Flask(__name__)\n    a.register_blueprint(bp)\n    return a\n",
        "app/db.py": "from flask_sqlalchemy import SQLAlchemy\ndb = SQLAlchemy()\n",
        "app/models/__init__.py": "", "app/models/tag.py": "from app.db import db\nclass Tag(db.Model):\n    id = db.Column(db.Integer, primary_key=True)\n",
        "app/repositories/__init__.py": "",
        "app/repositories/tags.py": "from app.db import db\nfrom app.models.tag import Tag\ndef add(name):\n    db.session.add(Tag())\n",
        "app/services/__init__.py": "",
        "app/services/tags.py": "from app.db import db\nfrom app.repositories import tags\ndef add(name):\n    tags.add(name)\n    db.session.commit()\n",
        "app/routes/__init__.py": "",
        "app/routes/tags.py": "from flask import Blueprint\nfrom app.services import tags\nbp = Blueprint('t', __name__)\n"
                              "@bp.post('/api/tags')\ndef add():\n    tags.add('x')\n    return {}\n",
    }  # fmt: skip
    assert _verdict(files, "python", tmp_path / "a", architecture=True)["architecture"].static_verdict == "pass"  # the service commits
    files["app/services/tags.py"] = "from app.repositories import tags\ndef add(name):\n    tags.add(name)\n"
    files["app/routes/tags.py"] = files["app/routes/tags.py"].replace("from app.services", "from app.db import db\nfrom app.services").replace(
        "    tags.add('x')\n", "    tags.add('x')\n    db.session.commit()\n")
    assert _verdict(files, "python", tmp_path / "b", architecture=True)["architecture"].static_verdict == "fail"  # the route does


# ------------------------------------------------------- classes of the thirty-fourth set
def test_a_route_calling_a_store_library_itself_skips_the_layers(tmp_path):
    files = {
        "run.sh": "exec python -m app\n", "app/__init__.py": "", "app/__main__.py": "from aiohttp import web\nfrom app.handlers.tags import tags\n"
        "app = web.Application()\napp.router.add_get('/api/tags', tags)\nweb.run_app(app)\n",
        "app/models/__init__.py": "", "app/models/tag.py": "class Tag:\n    name = ''\n",
        "app/repositories/__init__.py": "", "app/repositories/tags.py": "from app.models.tag import Tag\ndef names():\n    return [Tag.name]\n",
        "app/services/__init__.py": "", "app/services/tags.py": "from app.repositories import tags\ndef names():\n    return tags.names()\n",
        "app/handlers/__init__.py": "",
        "app/handlers/tags.py": "from aiohttp import web\nfrom tinydb import Query\nfrom app.services import tags as service\n"
                                "async def tags(request):\n    return web.json_response({'tags': service.names()})\n",
    }  # fmt: skip
    assert _verdict(files, "python", tmp_path / "a", architecture=True)["architecture"].static_verdict == "pass"  # imported, not called
    files["app/handlers/tags.py"] += "async def favorites(request):\n    F = Query()\n    return request.app['social'].search(F.user == 1)\n"
    result = _verdict(files, "python", tmp_path / "b", architecture=True)["architecture"]
    assert result.static_verdict == "fail" and "driver or store" in result.decided_by["summary"]


def test_an_option_the_code_looks_up_by_hand_takes_the_start_command_s_value(tmp_path):
    args = ("const path = require('path');\nfunction option(name, fallback) {\n  const i = process.argv.indexOf(`--${name}`);\n"
            "  return i !== -1 ? process.argv[i + 1] : fallback;\n}\nconst config = { storage: path.resolve(option('db', 'data/x.sqlite')) };\n")  # fmt: skip
    files = {"run.sh": "exec node server.js --db data/y.sqlite\n", "server.js": args + SEQUELIZE_SQLITE}
    assert _verdict(files, "node", tmp_path / "a", database="sqlite")["database"].static_verdict == "pass"
    files["run.sh"] = "exec node server.js --db ../data/y.sqlite\n"
    assert _verdict(files, "node", tmp_path / "b", database="sqlite")["database"].static_verdict == "fail"


def test_a_given_option_s_fallback_never_runs(tmp_path):
    flags = "exports.flag = (name, fallback) => {\n  const i = process.argv.indexOf(`--${name}`);\n  return i > 1 ? process.argv[i + 1] : fallback;\n};\n"
    models = ("const os = require('os');\nconst path = require('path');\nconst { flag } = require('./flags');\n"
              "const config = { storage: path.resolve(flag('storage', path.join(os.homedir(), 'x.sqlite'))) };\n")  # fmt: skip
    files = {"run.sh": "exec node server.js --storage ./db/x.sqlite\n", "flags.js": flags, "server.js": models + SEQUELIZE_SQLITE}
    assert _verdict(files, "node", tmp_path / "a", database="sqlite")["database"].static_verdict == "pass"  # the helper is in another file
    files["run.sh"] = "exec node server.js\n"  # no --storage: the home directory
    assert _verdict(files, "node", tmp_path / "b", database="sqlite")["database"].static_verdict == "fail"
    config = ("import sys\nfrom pathlib import Path\nif '--db' in sys.argv:\n    DB = Path(sys.argv[sys.argv.index('--db') + 1]).expanduser()\n"
              "else:\n    DB = Path.home() / 'x.db'\nfrom sqlalchemy import create_engine, select\nengine = create_engine(f'sqlite:///{DB}')\n" + QUERY)  # fmt: skip
    files = {"run.sh": "exec python main.py --db instance/x.db\n", "main.py": config}
    assert _verdict(files, "python", tmp_path / "c", database="sqlite")["database"].static_verdict == "pass"  # the else branch never runs
    files["run.sh"] = "exec python main.py\n"
    assert _verdict(files, "python", tmp_path / "d", database="sqlite")["database"].static_verdict == "fail"


# ------------------------------------------------------- classes of the thirty-fifth set
def test_run_sh_s_block_for_an_unset_variable_never_runs_when_the_task_gives_it(tmp_path):
    pool = "const { Pool } = require('pg');\nconst pool = new Pool({ connectionString: process.env.DATABASE_URL });\npool.query('SELECT 1');\n"
    files = {"run.sh": 'if [ -z "${DATABASE_URL:-}" ]; then\n  set -a; . ./.env; set +a\nfi\nexec node server.js\n',
             ".env": "DATABASE_URL=postgres://u:p@localhost:5433/dev\n", "server.js": pool}  # fmt: skip
    assert _verdict(files, "node", tmp_path / "a", database="postgres")["database"].static_verdict == "pass"
    files["run.sh"] = "set -a; . ./.env; set +a\nexec node server.js\n"  # sourced always: its URL wins
    assert _verdict(files, "node", tmp_path / "b", database="postgres")["database"].static_verdict == "fail"


def test_copy_is_hand_written_sql(tmp_path):
    seed = ("from sqlalchemy import create_engine, select\nfrom sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, Session\n"
            "class Base(DeclarativeBase):\n    pass\nclass User(Base):\n    __tablename__ = 'users'\n"
            "    id: Mapped[int] = mapped_column(primary_key=True)\nengine = create_engine('sqlite:///x.db')\nsession = Session(engine)\n"
            + QUERY + "raw = engine.raw_connection()\nraw.cursor().copy_expert('COPY tags (name) FROM STDIN', None)\n")  # fmt: skip
    files = {"run.sh": "exec python main.py\n", "main.py": seed.replace("COPY tags (name) FROM STDIN", "SELECT 1")}
    assert _verdict(files, "python", tmp_path / "a", database="sqlite", orm=True)["orm"].static_verdict == "pass"
    files["main.py"] = seed
    assert _verdict(files, "python", tmp_path / "b", database="sqlite", orm=True)["orm"].static_verdict == "fail"


def test_a_pool_s_connect_keywords_override_the_given_url(tmp_path):
    pool = ("import os\nfrom psycopg_pool import ConnectionPool\npool = ConnectionPool(\n    conninfo=os.environ['DATABASE_URL'],\n"
            "    kwargs={\n        'autocommit': True,\n        HOST\n    },\n)\nwith pool.connection() as c:\n    c.execute('SELECT name FROM tags')\n")  # fmt: skip
    files = {"run.sh": "exec python main.py\n", "main.py": pool.replace("HOST", "'application_name': 'conduit',")}
    assert _verdict(files, "python", tmp_path / "a", database="postgres")["database"].static_verdict == "pass"
    files["main.py"] = pool.replace("HOST", "'host': os.environ.get('DB_HOST', 'localhost'),")
    assert _verdict(files, "python", tmp_path / "b", database="postgres")["database"].static_verdict == "fail"
