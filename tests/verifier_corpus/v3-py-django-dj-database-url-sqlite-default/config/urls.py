from django.urls import path

from conduit_api import views

urlpatterns = [path("api/tags", views.tags)]
