import argparse

from aiohttp import web

from conduit.app import create_app
from conduit.config import load_config


def main() -> None:
    parser = argparse.ArgumentParser(prog="conduit")
    parser.add_argument("--config", default="config.yaml")
    args = parser.parse_args()
    config = load_config(args.config)
    web.run_app(create_app(config), host=config["server"]["host"], port=int(config["server"]["port"]))


main()
