"""Conduit API server.

Usage:
  conduit [--host=<host>] [--port=<port>] [--db=<path>]
  conduit -h | --help

Options:
  -h --help      Show this screen.
  --host=<host>  Interface to bind [default: 127.0.0.1].
  --port=<port>  Port to listen on [default: 8000].
  --db=<path>    SQLite database file [default: /tmp/conduit.sqlite3].
"""
from docopt import docopt

from conduit.app import create_app


def main() -> None:
    args = docopt(__doc__)
    from aiohttp import web

    web.run_app(create_app(args["--db"]), host=args["--host"], port=int(args["--port"]))


if __name__ == "__main__":
    main()
