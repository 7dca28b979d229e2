from django.apps import AppConfig


class ConduitConfig(AppConfig):
    name = "conduit"
    label = "conduit"

    def ready(self):
        from conduit.persistence import init_schema
        init_schema()
