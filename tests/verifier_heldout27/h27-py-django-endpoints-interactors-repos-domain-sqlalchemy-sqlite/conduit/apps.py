from django.apps import AppConfig


class ConduitConfig(AppConfig):
    name = "conduit"

    def ready(self) -> None:
        from conduit.db import create_all

        create_all()
