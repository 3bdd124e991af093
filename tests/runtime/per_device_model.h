// The host model of the CUDA runtime that per_device_check.cu runs the
// dpopt runtime's host code on (per_device_model.cpp, built by the host
// compiler: it defines the CUDA runtime's own functions, which nvcc's
// headers define for device code, so it cannot be a .cu file).
#ifndef DPOPT_TESTS_PER_DEVICE_MODEL_H
#define DPOPT_TESTS_PER_DEVICE_MODEL_H

#include <cstddef>

static const int model_devices = 4;

void model_set_device(int device);              // this host thread's current device (cudaSetDevice)
void model_complain(const char *what);          // prints FAIL, counts it
void model_say(const char *what);               // prints ok
int model_failures();
int model_device_of(const void *pointer);       // the device that allocated it, or -1
int model_live(int device);                     // its allocations not yet freed
size_t model_limit(int device);                 // its pending-launch limit
const void *model_symbol_room(const void *symbol, int device); // the room last written into its copy
void model_forget_writes();
int model_sms(int device);                      // device 1 is a smaller GPU
int model_events_on(int device);                // events made on it
int model_cross_device_uses();                  // memory, events and streams used on another device
int model_streams_on(int device);               // streams made on it
void model_hold_grids(bool held);               // while held, no grid ends (cudaEventQuery: not ready)
int model_threads_alive();                      // threads besides main that set a device (cudaSetDevice), not ended
void model_reset_device(int device);            // cudaDeviceReset: a new context, its limit and symbols as new
void model_capture(bool on);                    // while on, every stream but the legacy one is being captured

#endif
