from django.apps import AppConfig


class ConduitConfig(AppConfig):
    name = "conduit"
    label = "conduit"

    def ready(self):
        from conduit.repositories.database import create_schema

        create_schema()
