from django.apps import AppConfig


class ConduitConfig(AppConfig):
    name = "conduit"

    def ready(self):
        from conduit.repositories.db import init_database

        init_database()
