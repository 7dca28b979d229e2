from django.urls import path

from tags import views

urlpatterns = [path("api/health-check", views.health), path("api/tags", views.tag_list)]
