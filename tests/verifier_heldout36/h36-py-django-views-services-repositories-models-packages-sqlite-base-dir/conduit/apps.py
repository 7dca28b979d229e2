from django.apps import AppConfig


class ConduitConfig(AppConfig):
    name = "conduit"
