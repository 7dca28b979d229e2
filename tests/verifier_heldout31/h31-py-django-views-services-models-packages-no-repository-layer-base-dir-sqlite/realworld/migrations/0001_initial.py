import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):
    initial = True
    dependencies = []

    operations = [
        migrations.CreateModel(
            name="Profile",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False)),
                ("username", models.CharField(max_length=80, unique=True)),
                ("bio", models.TextField(blank=True, default="")),
                ("image", models.URLField(blank=True, null=True)),
            ],
        ),
        migrations.CreateModel(
            name="Follow",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False)),
                ("follower", models.ForeignKey(on_delete=django.db.models.deletion.CASCADE,
                                               related_name="following_set", to="realworld.profile")),
                ("followed", models.ForeignKey(on_delete=django.db.models.deletion.CASCADE,
                                               related_name="followers_set", to="realworld.profile")),
            ],
            options={"unique_together": {("follower", "followed")}},
        ),
    ]
