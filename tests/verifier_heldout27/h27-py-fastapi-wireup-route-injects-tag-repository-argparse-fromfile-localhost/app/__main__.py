import argparse
import os

import uvicorn

from app import db


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="conduit", fromfile_prefix_chars="@")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--database-url", default=os.environ.get("DATABASE_URL"))
    parser.add_argument("--log-level", default="info")
    return parser.parse_args(argv)


def main() -> None:
    args = parse_args()
    db.configure(args.database_url)

    from app.main import create_app

    uvicorn.run(create_app(), host=args.host, port=args.port, log_level=args.log_level)


if __name__ == "__main__":
    main()
