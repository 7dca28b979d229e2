from django.apps import AppConfig


class ConduitConfig(AppConfig):
    name = "conduit"

    def ready(self) -> None:
        from conduit.repositories.engine import create_schema

        create_schema()
