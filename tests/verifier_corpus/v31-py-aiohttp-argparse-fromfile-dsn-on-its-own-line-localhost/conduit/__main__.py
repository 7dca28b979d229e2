import argparse
import os

from aiohttp import web

from conduit.app import create_app


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="conduit", fromfile_prefix_chars="@")
    parser.add_argument("--host", default="0.0.0.0")
    parser.add_argument("--port", type=int, default=8080)
    parser.add_argument("--dsn", default=os.environ.get("DATABASE_URL"), help="PostgreSQL URL (default: $DATABASE_URL)")
    return parser.parse_args()


args = parse_args()
web.run_app(create_app(args.dsn), host=args.host, port=args.port)
