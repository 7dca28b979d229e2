from django.urls import path

from tags import views

urlpatterns = [path("health-check", views.health), path("tags", views.tags)]
