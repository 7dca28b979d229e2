from django.apps import AppConfig


class ConduitConfig(AppConfig):
    name = "conduit"
    label = "conduit"

    def ready(self):
        from conduit import entities  # noqa: F401  register the models
