from django.apps import AppConfig


class RealworldConfig(AppConfig):
    name = "realworld"
