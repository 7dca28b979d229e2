from django.urls import path

from realworld.api import api

urlpatterns = [path("api/", api.urls)]
