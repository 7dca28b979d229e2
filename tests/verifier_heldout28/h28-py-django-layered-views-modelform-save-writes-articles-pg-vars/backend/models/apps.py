from django.apps import AppConfig


class ModelsConfig(AppConfig):
    name = "models"
    label = "conduit"
