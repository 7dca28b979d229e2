import argparse
from pathlib import Path

from aiohttp import web

from blog.app import create_app
from blog.config import load_config


def main() -> None:
    parser = argparse.ArgumentParser(prog="blog")
    parser.add_argument("--config", type=Path, default=Path("config.toml"))
    args = parser.parse_args()
    config = load_config(args.config)
    web.run_app(create_app(config), host=config.host, port=config.port)


if __name__ == "__main__":
    main()
