#!/usr/bin/env python
import os
import sys

import dotenv


def main():
    dotenv.read_dotenv(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".env"))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)


if __name__ == "__main__":
    main()
