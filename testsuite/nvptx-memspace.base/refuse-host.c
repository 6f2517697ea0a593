/* Loaded into the host cc1 instead of the offload compiler, the plugin
   refuses with one error that says how to load it (GCC 11 spells the
   option -foffload=nvptx-none=).  */
/* { dg-do compile } */
/* { dg-plugin host } */
/* { dg-device-code none } */
/* { dg-error "this plugin runs in the nvptx offload compiler, not in this compiler; load it with .-foffload(-options)?=nvptx-none=-fplugin=" "" { target *-*-* } 0 } */
int main (void) { return 0; }
