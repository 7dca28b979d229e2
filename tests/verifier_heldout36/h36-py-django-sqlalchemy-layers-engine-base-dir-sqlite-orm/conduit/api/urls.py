from django.urls import path

from conduit.api import views

urlpatterns = [path("health-check", views.health), path("profiles/<str:username>", views.profile)]
