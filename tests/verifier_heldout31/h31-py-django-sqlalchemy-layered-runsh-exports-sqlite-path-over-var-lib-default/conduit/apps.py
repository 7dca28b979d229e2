from django.apps import AppConfig


class ConduitConfig(AppConfig):
    name = "conduit"

    def ready(self):
        from conduit.repositories.session import init_schema

        init_schema()
