import argparse

import yaml
from aiohttp import web

from conduit.app import create_app


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--config", default="config/app.yaml")
    args = parser.parse_args()
    with open(args.config) as fh:
        config = yaml.safe_load(fh)
    web.run_app(create_app(config), host=config["server"]["host"], port=config["server"]["port"])


if __name__ == "__main__":
    main()
